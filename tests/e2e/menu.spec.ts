import { expect, test } from '@playwright/test';
import { desktop, phone } from './site';

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the menu toggle opens a list of the same items and closes when one is chosen', async ({ page }) => {
    await page.goto('/resume/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['About', 'Projects', 'Research', 'Certifications', 'Articles', 'Contact', 'Resume']) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resume' }).click();
    await expect(page).toHaveURL('/resume/');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing an anchor closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/resume/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a scrim shades the page behind the open menu (${colorScheme}); pressing it closes the menu and nothing under it`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      const under = page.getByRole('link', { name: 'Get In Touch' });
      const target = await under.boundingBox();
      await toggle.click();
      const menu = await page.getByRole('navigation', { name: 'Main' }).getByRole('list').boundingBox();
      const point = { x: (target?.x ?? 0) + 8, y: (target?.y ?? 0) + 8 };
      // The hero's button lies below the open menu, under its scrim.
      expect(point.y).toBeGreaterThan((menu?.y ?? 0) + (menu?.height ?? 0));
      const shade = await page.getByRole('banner').evaluate((header) => getComputedStyle(header, '::before').backgroundColor);
      expect(shade).toMatch(/^rgba\(.+, 0\.\d+\)$/);
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, point)).toBe('HEADER');

      await page.mouse.click(point.x, point.y);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL('/');
      expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header, '::before').content)).toBe('none');
    });
  }
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('every item is a visible, working link and no dead toggle shows', async ({ page }) => {
    await page.goto('/resume/');
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: /theme/i })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About', 'Projects', 'Research', 'Certifications', 'Articles', 'Contact', 'Resume']) {
      await nav.getByRole('link', { name: label, exact: true }).scrollIntoViewIfNeeded();
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('the items show inline and the toggle is hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certifications' })).toBeVisible();
  });
});
