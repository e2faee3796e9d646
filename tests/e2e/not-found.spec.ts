import { expect, test } from '@playwright/test';
import { desktop, missingPath, phone } from './site';

test('an unknown address gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto(missingPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the missing path is logged to the console', async ({ page }) => {
  const logged = page.waitForEvent('console', (message) => message.text().includes('non-existent route'));
  await page.goto(`${missingPath}/deeper?x=1`);
  expect((await logged).text()).toContain(`${missingPath}/deeper`);
});

test('assets load from any depth of missing address', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes(missingPath)) failed.push(response.url());
  });
  await page.goto(`${missingPath}/a/b/c`);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(failed).toEqual([]);
});

test('a page that does not scroll offers no scroll to top; one that does, does', async ({ page }) => {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(missingPath);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(false);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
  }
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  // A screen too short for the page makes it scroll: then the button is there.
  await page.goto(missingPath);
  await page.setViewportSize({ width: phone.width, height: 300 });
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
});
