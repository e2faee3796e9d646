import { expect, test } from '@playwright/test';
import { builtOwner } from '../support/built-pages';
import { desktop, phone } from './site';

const owner = builtOwner();

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px the first screen says who this is: the owner's name over the headline and tagline`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = page.getByRole('region', { name: owner.headline });
    const name = hero.getByText(owner.name, { exact: true });
    const headline = hero.getByRole('heading', { level: 1, name: owner.headline });
    await expect(name).toBeVisible();
    await expect(hero.getByText(owner.tagline)).toBeVisible();
    const [nameBox, headlineBox] = [await name.boundingBox(), await headline.boundingBox()];
    // Both whole in the first screen, without scrolling, the name first.
    expect((nameBox?.y ?? Infinity) + (nameBox?.height ?? 0)).toBeLessThanOrEqual(headlineBox?.y ?? 0);
    expect((headlineBox?.y ?? Infinity) + (headlineBox?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  });
}

test('text is set in the site’s own Inter, loaded from this site once, before the first screen is drawn', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-[0-9A-F]{8}\.woff2$/)]);
  for (const element of [page.getByRole('heading', { level: 1 }), page.locator('body')]) {
    await expect(element).toHaveCSS('font-family', /^Inter, "Inter Fallback"/);
  }
  expect(await page.evaluate(() => document.fonts.check('800 16px Inter') && document.fonts.check('400 16px Inter'))).toBe(true);
  // Preloaded from the head, so it arrives with the first screen's image, not after the CSS is read.
  await expect(page.locator(`head link[rel="preload"][as="font"][href="${fonts[0]}"]`)).toHaveCount(1);
});

test('the home page is a third shorter than it was on a phone (20,948 px with the sample content)', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual((20_948 * 2) / 3);
});
