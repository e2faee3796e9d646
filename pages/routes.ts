/**
 * The route table: every page the build writes. `page` names the module in pages/,
 * `output` the file in dist/; the addresses themselves are in data/addresses.ts.
 */
import { homePath, notFoundPath, projectPath, resumePath, storyPath, testimonialsPath } from '../data/addresses';
import { slugOf } from '../data/slug';

export interface Route {
  path: string;
  page: string;
  output: string;
}

/** The page module every project's page is rendered from (pages/project.tsx). */
const projectPage = 'project';

export const routes: readonly Route[] = [
  { path: homePath, page: 'home', output: 'index.html' },
  { path: storyPath, page: 'my-story', output: 'my-story/index.html' },
  { path: resumePath, page: 'resume', output: 'resume/index.html' },
  { path: testimonialsPath, page: 'testimonials', output: 'testimonials/index.html' },
  { path: notFoundPath, page: 'not-found', output: '404.html' },
];

/**
 * A project's route. The table of every route, projects included, is pages/site-routes.ts: it
 * imports the content, which only the compiled build (and vitest) can load, while this file is
 * read by the generator and the tests as it is.
 */
export const projectRoute = (title: string): Route => ({
  path: projectPath(title),
  page: projectPage,
  output: `projects/${slugOf(title)}/index.html`,
});

/** The page modules the build compiles: each route's, once. */
export const pageModules = [...new Set([...routes.map((route) => route.page), projectPage])];
