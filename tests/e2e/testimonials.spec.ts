import { expect, test } from '@playwright/test';
import { desktop } from './site';

test.use({ viewport: desktop });

test('the page: a way home, the title, the quote and an introduction', async ({ page }) => {
  await page.goto('/testimonials/');
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('blockquote').first()).toBeVisible();
});

test('four mentors and three mentees, each with quote, author, role and an italic body, alternating colours', async ({ page }) => {
  await page.goto('/testimonials/');
  const mentors = page.getByRole('region', { name: 'From My Mentors' }).getByRole('figure');
  const mentees = page.getByRole('region', { name: 'From Those I Mentored' }).getByRole('figure');
  await expect(mentors).toHaveCount(4);
  await expect(mentees).toHaveCount(3);

  const cards = await page.getByRole('main').getByRole('figure').all();
  const borders: string[] = [];
  for (const card of cards) {
    const paragraphs = card.locator('blockquote p');
    await expect(paragraphs.first()).toHaveText(/^“.+”$/);
    await expect(paragraphs.nth(1)).toHaveCSS('font-style', 'italic');
    await expect(card.locator('figcaption span')).toHaveCount(2);
    borders.push(await card.evaluate((element) => getComputedStyle(element).borderTopColor));
  }
  expect(new Set(borders).size).toBe(2);
  for (const [index, color] of borders.entries()) expect(color).toBe(borders[index % 2]);
});
