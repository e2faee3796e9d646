import { routes } from '../../pages/routes';

/** Every page a visitor can reach by a link, and the address the not-found page answers. */
export const linkedPages = routes.filter((route) => route.page !== 'not-found').map((route) => route.path);
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
