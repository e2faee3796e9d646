/**
 * The story told short, where /my-story is pointed at: the home page's banner and the page's
 * description in search results. Apart from data/story.ts so the home page does not load the chapters.
 */

/** The home page's story banner, under the spec's subtitle. */
export const storyBlurb =
  'Long before drones and surgical robots, there was a boy with a soldering iron, a borrowed phone and a door he wanted to open without a key. This is the story of how curiosity in a Kirinyaga village grew into a company that flies over rice fields.';

/** /my-story's description for search results and shared links. */
export const storyDescription =
  'The Boy Who Texted His Door Open — and Never Looked Back: from a hand-wired switch in Kirinyaga to an agricultural drone company.';
