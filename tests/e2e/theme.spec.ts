import { expect, test, type Page } from '@playwright/test';
import { desktop } from './site';

test.use({ viewport: desktop });

const themeButton = (page: Page) => page.getByRole('button', { name: /theme/i });
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const lightBackground = 'rgb(246, 247, 242)';
const darkBackground = 'rgb(12, 20, 16)';

test('follows a light system preference until the visitor chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await bodyBackground(page)).toBe(lightBackground);
});

test('follows a dark system preference until the visitor chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await bodyBackground(page)).toBe(darkBackground);
});

test('the switch changes the theme, shows its state and remembers it across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/resume/');
  await themeButton(page).click();
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => bodyBackground(page)).toBe(darkBackground);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/testimonials/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await themeButton(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a remembered choice wins over the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await themeButton(page).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await bodyBackground(page)).toBe(lightBackground);
});

test('the first paint already has the remembered theme: only the inline head script is needed', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // With every deferred script blocked, the stylesheet and the head script alone decide.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(darkBackground);
});

test('smooth scrolling stops under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('the system preference still sets the theme', async ({ page }) => {
    await page.goto('/');
    expect(await bodyBackground(page)).toBe(darkBackground);
  });
});
