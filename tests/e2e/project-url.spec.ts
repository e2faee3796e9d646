import { test, type Page } from '@playwright/test';
import { desktop } from './site';
import { expect, haptic, learnMoreOf } from './project-fixtures';
import { closeAttr, openerAttr } from '../../components/hooks/dialog';
import { nextFrames } from '../support/page-states';

/** Counts the page's trips through history from now on, each once the page's own handlers ran. */
async function countTripsBack(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { tripsBack: number };
    counted.tripsBack = 0;
    addEventListener('popstate', () => counted.tripsBack++);
  });
  return () => page.evaluate(() => (window as unknown as { tripsBack: number }).tripsBack);
}

test.use({ viewport: desktop });

test('Learn More is a link to the project’s page', async ({ page }) => {
  await page.goto('/');
  await expect(learnMoreOf(page, haptic.title)).toHaveAttribute('href', haptic.page);
});

test('opening a project puts its address in the address bar; Back closes it and restores the address', async ({ page, baseURL }) => {
  await page.goto('/');
  const learnMore = learnMoreOf(page, haptic.title);
  await learnMore.click();
  await expect(page.getByRole('dialog', { name: haptic.title })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/${haptic.hash}`);

  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}/`);
  await expect(learnMore).toBeFocused();

  await page.goForward();
  await expect(page.getByRole('dialog', { name: haptic.title })).toBeVisible();
});

test('Back and Forward in quick succession leave the dialog open on the project', async ({ page, baseURL }) => {
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await expect(dialog.getByRole('heading', { name: 'Research Publication' })).toBeVisible();
  // Each Back closes the dialog and each Forward reopens it before the closing has finished.
  for (let round = 0; round < 5; round += 1) {
    await page.goBack();
    await page.goForward();
  }
  await expect(dialog.getByRole('heading', { name: 'Research Publication' })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/${haptic.hash}`);
});

test('closing the dialog takes its address out of the address bar, so Back then leaves the page', async ({ page, baseURL }) => {
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.url()).toBe(`${baseURL}/`);
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('opening another project right after closing one does not bring the first back', async ({ page, baseURL }) => {
  await page.goto('/');
  const [first, second] = await page.locator('#projects article').getByRole('link', { name: 'Learn More' }).all();
  if (!first || !second) throw new Error('the home page shows fewer than two projects');
  await first.click();
  await expect(page.locator('dialog[open] [data-project-details]')).toBeVisible();
  // Close, then the next project in the same moment: the closing's trip back through history is
  // still on its way (on a busy phone, or a loaded machine, it can take that long).
  await second.evaluate((link: HTMLElement, close) => {
    document.querySelector<HTMLElement>(`dialog[open] [${close}]`)?.click();
    link.click();
  }, closeAttr);
  await expect(page.locator('dialog[open] [data-project-details]')).toBeVisible();
  // The first closing's trip Back has landed once the second project's address is added.
  await expect.poll(() => page.url()).toBe(`${baseURL}/#${await second.getAttribute(openerAttr)}`);
  const tripsBack = await countTripsBack(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.url()).toBe(`${baseURL}/`);
  // Closed for good: once the closing's trip Back has landed and been handled, nothing late reopens
  // it, and Back leaves the page.
  await expect.poll(tripsBack).toBe(1);
  await nextFrames(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('loading a project’s address opens that project; closing it leaves the home page', async ({ page, baseURL }) => {
  await page.goto(`/${haptic.hash}`);
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Research Publication' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}/`);
  await expect(learnMoreOf(page, haptic.title)).toBeFocused();
});

test('an address that is not a project, malformed or not, leaves the dialog closed without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const hash of ['#%E0%A4%A', '#project-%', '#nothing-here']) {
    await page.goto(`/${hash}`);
    await page.locator('#projects article').first().waitFor();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // The page still opens a project afterwards.
  await learnMoreOf(page, haptic.title).click();
  await expect(page.getByRole('dialog', { name: haptic.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Copy link puts the project’s address on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Link' })).toHaveText('Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${haptic.hash}`);
});

test('where there is no clipboard, Copy link shows the address to copy by hand', async ({ page, baseURL }) => {
  // What a page served over plain http from a public host gets: no navigator.clipboard at all.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
  await page.goto(`/${haptic.hash}`);
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'link' })).toHaveText(`Copy this link: ${baseURL}/${haptic.hash}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a project’s address scrolls its card into view, whose link leads to its page', async ({ page }) => {
    await page.goto(`/${haptic.hash}`);
    const card = page.locator(haptic.hash);
    await expect(card.getByRole('heading', { level: 3, name: haptic.title })).toBeInViewport();
    await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', haptic.page);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  });
});
