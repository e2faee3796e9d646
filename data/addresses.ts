import { slugOf } from './slug';

/**
 * Each page's address on the site. Paths end in a slash so that a plain file server, S3 website
 * hosting and `serve` all answer them without a redirect. The route table (pages/routes.ts) pairs
 * them with their page modules; components link to them from here, below the pages.
 */
export const homePath = '/';
export const storyPath = '/my-story/';
export const resumePath = '/resume/';
export const testimonialsPath = '/testimonials/';
export const notFoundPath = '/404.html';
/** A project's own page; its dialog on the home page fetches the details from there. */
export const projectPath = (title: string) => `/projects/${slugOf(title)}/`;

/** A home-page section: a bare anchor on the home page, the full path elsewhere. */
export const sectionHref = (anchor: string, fromPath: string) => (fromPath === homePath ? `#${anchor}` : `${homePath}#${anchor}`);
