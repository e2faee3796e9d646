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
    // Who said it: their initials (the sample data has no photos), their name and their role.
    const caption = card.locator('figcaption');
    await expect(caption.locator(':scope > *').first()).toHaveText(/^\p{Lu}{2}$/u);
    await expect(caption).toHaveText(/^\p{Lu}{2}\S.+\S$/u);
    borders.push(await card.evaluate((element) => getComputedStyle(element).borderTopColor));
  }
  expect(new Set(borders).size).toBe(2);
  for (const [index, color] of borders.entries()) expect(color).toBe(borders[index % 2]);
});

test('each testimonial shows its author’s initials in a round mark, and its body is no wall of text', async ({ page }) => {
  await page.goto('/testimonials/');
  for (const card of await page.getByRole('main').getByRole('figure').all()) {
    const author = (await card.locator('figcaption').innerText()).split('\n').find((line) => line.length > 2) ?? '';
    const mark = card.locator('figcaption > *').first();
    const words = author.split(' ').filter((word) => !word.endsWith('.'));
    await expect(mark).toHaveText(`${words[0]?.[0]}${words.at(-1)?.[0]}`);
    const box = await mark.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    expect(box?.width).toBe(box?.height);
    await expect(mark).toHaveCSS('border-radius', /^(9|[1-9]\d{2,})/);
    // Lines short enough to read: at most about 75 characters.
    const body = card.locator('blockquote div');
    const width = await body.evaluate(
      (element) => element.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(width).toBeLessThanOrEqual(38);
  }
});
