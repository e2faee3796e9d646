import { homePath, notFoundPath, resumePath, storyPath, testimonialsPath } from '../data/addresses';

/**
 * The route table: every page the build writes. `page` names the module in pages/,
 * `output` the file in dist/; the addresses themselves are in data/addresses.ts.
 */
export interface Route {
  path: string;
  page: string;
  output: string;
}

export const routes: readonly Route[] = [
  { path: homePath, page: 'home', output: 'index.html' },
  { path: storyPath, page: 'my-story', output: 'my-story/index.html' },
  { path: resumePath, page: 'resume', output: 'resume/index.html' },
  { path: testimonialsPath, page: 'testimonials', output: 'testimonials/index.html' },
  { path: notFoundPath, page: 'not-found', output: '404.html' },
];
