import { devices, expect, test } from '@playwright/test';
import { desktop, installPausedClock } from './site';

test.describe('article previews', () => {
  test.use({ viewport: desktop });

  test('open after 700 ms of hover and close 300 ms after the pointer leaves', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const item = page.locator('#linkedin-articles li').first();
    const preview = item.locator('[data-article-popover]');
    await item.getByRole('link').scrollIntoViewIfNeeded();

    await item.getByRole('link').hover();
    await page.clock.runFor(690);
    await expect(preview).toBeHidden();
    await page.clock.runFor(20);
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('View full article');
    await expect(preview).toContainText((await item.getByRole('heading').textContent()) ?? '');

    await page.mouse.move(5, 5);
    await page.clock.runFor(290);
    await expect(preview).toBeVisible();
    await page.clock.runFor(20);
    await expect(preview).toBeHidden();
  });

  test('open when the card is focused', async ({ page }) => {
    await page.goto('/');
    const item = page.locator('#linkedin-articles li').nth(1);
    await item.getByRole('link').focus();
    await expect(item.locator('[data-article-popover]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item.locator('[data-article-popover]')).toBeHidden();
  });

  test('cards link to LinkedIn in a new tab, with a date and a description clamped to two lines', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('#linkedin-articles li > a');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toContainText('Read on LinkedIn');
      await expect(link.locator('p')).toHaveCSS('-webkit-line-clamp', '2');
    }
  });
});

test.describe('on a touch-only device', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('article previews never open', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const item = page.locator('#linkedin-articles li').first();
    await item.scrollIntoViewIfNeeded();
    await item.locator('h3').dispatchEvent('pointerover', { pointerType: 'touch' });
    await page.clock.runFor(1000);
    await expect(item.locator('[data-article-popover]')).toBeHidden();
  });
});

test.describe('tooltips on icon-only controls', () => {
  test.use({ viewport: desktop });

  test('open after 700 ms, 4 px from the control, saying the control’s name', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const github = page.locator('#contact').getByRole('link', { name: 'GitHub' });
    await github.scrollIntoViewIfNeeded();
    await github.hover();
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(690);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(20);
    await expect(tooltip).toHaveText('GitHub');
    const control = await github.boundingBox();
    const bubble = await tooltip.boundingBox();
    expect(Math.round((bubble?.y ?? 0) - ((control?.y ?? 0) + (control?.height ?? 0)))).toBe(4);
  });

  test('open at once when another closed less than 300 ms ago, and wait again after that', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByRole('link', { name: 'LinkedIn', exact: true }).scrollIntoViewIfNeeded();
    await contact.getByRole('link', { name: 'LinkedIn', exact: true }).hover();
    await page.clock.runFor(710);
    await expect(page.getByRole('tooltip')).toHaveText('LinkedIn');

    await contact.getByRole('link', { name: 'GitHub' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('GitHub');

    await page.mouse.move(5, 5);
    await page.clock.runFor(400);
    await contact.getByRole('link', { name: 'YouTube' }).hover();
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.clock.runFor(710);
    await expect(page.getByRole('tooltip')).toHaveText('YouTube');
  });

  test('a scroll that moves the control closes its tooltip; one that leaves it in place does not', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const linkedin = page.locator('#contact').getByRole('link', { name: 'LinkedIn', exact: true });
    await linkedin.scrollIntoViewIfNeeded();
    const top = () => linkedin.evaluate((link) => link.getBoundingClientRect().top);
    const before = await top();
    const scrolled = await page.evaluate(() => window.scrollY);
    await linkedin.hover();
    // Content growing above the screen: the browser scrolls to keep what is on screen in place
    // (scroll anchoring), as it does when a section nearby is first drawn.
    await page.evaluate(() => {
      const about = document.getElementById('about');
      if (about) about.style.paddingTop = '400px';
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    expect(await top()).toBe(before);
    await page.clock.runFor(710);
    await expect(page.getByRole('tooltip')).toHaveText('LinkedIn');

    await page.evaluate(() => window.scrollBy(0, -100));
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('the theme switch and scroll-to-top have them too', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    await page.getByRole('button', { name: /theme/i }).hover();
    await page.clock.runFor(710);
    await expect(page.getByRole('tooltip')).toHaveText('Dark theme');
  });
});
