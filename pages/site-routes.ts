/**
 * Every page the build writes: the fixed routes, then one page per project. Compiled with the
 * pages (generator/pipeline/compile.ts), so a project added or renamed in data/projects.ts gets its page
 * on the next build or save.
 */
import { projects } from '../data/projects';
import { hasTestimonialsPage } from '../data/sections';
import { testimonialsPath } from '../data/addresses';
import { projectRoute, routes, type Route } from './routes';

// This table loads before the content is validated: a project without a title in text gets no
// page here, and the validation that follows names it, file, line and field.
const titled = projects.filter((project) => typeof project.title === 'string');

// With no testimonials there is no testimonials page to build or list in the sitemap.
const fixed = routes.filter((route) => hasTestimonialsPage || route.path !== testimonialsPath);

export const siteRoutes: readonly Route[] = [...fixed, ...titled.map((project) => projectRoute(project.title))];
