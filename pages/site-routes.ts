/**
 * Every page the build writes: the fixed routes, then one page per project. Compiled with the
 * pages (generator/compile.ts), so a project added or renamed in data/projects.ts gets its page
 * on the next build or save.
 */
import { projects } from '../data/projects';
import { projectRoute, routes, type Route } from './routes';

export const siteRoutes: readonly Route[] = [...routes, ...projects.map((project) => projectRoute(project.title))];
