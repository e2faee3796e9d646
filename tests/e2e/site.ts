import { builtPagePaths } from '../support/built-pages';

/** Every page a visitor can reach by a link (the built site's, a page per project included), and the address the not-found page answers. */
export const linkedPages = builtPagePaths();
export const missingPath = '/this-page-does-not-exist';
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/**
 * Installs a stopped clock before the page loads, so only `page.clock.runFor` moves time
 * (an installed clock otherwise keeps ticking while assertions retry).
 */
export async function installPausedClock(page: import('@playwright/test').Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Nothing is scheduled before the page loads, so any future instant will do.
  await page.clock.pauseAt(start + 10_000);
}
