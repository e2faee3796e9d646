import { routes } from '../../pages/routes';

/** Every page a visitor can reach by a link, and the address the not-found page answers. */
export const linkedPages = routes.filter((route) => route.page !== 'not-found').map((route) => route.path);
export const missingPath = '/this-page-does-not-exist';
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/**
 * Stops the page's (installed) clock, so only `page.clock.runFor` moves time: an installed
 * clock otherwise keeps ticking while assertions retry.
 */
export async function pauseClock(page: import('@playwright/test').Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
