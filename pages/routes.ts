/**
 * The route table: every page the build writes. `page` names the module in pages/,
 * `output` the file in dist/. Paths end in a slash so that a plain file server, S3
 * website hosting and `serve` all answer them without a redirect.
 */
export interface Route {
  path: string;
  page: string;
  output: string;
}

export const homePath = '/';
export const storyPath = '/my-story/';
export const resumePath = '/resume/';
export const testimonialsPath = '/testimonials/';
export const notFoundPath = '/404.html';

export const routes: readonly Route[] = [
  { path: homePath, page: 'home', output: 'index.html' },
  { path: storyPath, page: 'my-story', output: 'my-story/index.html' },
  { path: resumePath, page: 'resume', output: 'resume/index.html' },
  { path: testimonialsPath, page: 'testimonials', output: 'testimonials/index.html' },
  { path: notFoundPath, page: 'not-found', output: '404.html' },
];

/** A home-page section: a bare anchor on the home page, the full path elsewhere. */
export const sectionHref = (anchor: string, fromPath: string) =>
  fromPath === homePath ? `#${anchor}` : `${homePath}#${anchor}`;
