import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { desktop } from './site';
import { resumePath, storyPath } from '../../data/addresses';

test.use({ viewport: desktop });

/** Requests the browser makes on speculation (Sec-Purpose: prefetch, or prefetch;prerender). */
function recordSpeculation(page: Page) {
  const speculative: { url: string; purpose: string }[] = [];
  page.context().on('request', (request: Request) => {
    const purpose = request.headers()['sec-purpose'];
    if (purpose) speculative.push({ url: new URL(request.url()).pathname, purpose });
  });
  return speculative;
}

const deliveryType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
  );

test('hovering a link to another page prerenders it before the click', async ({ page }) => {
  const speculative = recordSpeculation(page);
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Read My Story' });
  await link.hover();
  await expect.poll(() => speculative).toContainEqual({ url: storyPath, purpose: 'prefetch;prerender' });
  await link.click();
  await expect(page).toHaveURL(storyPath);
  expect(await deliveryType(page)).toBe('navigational-prefetch');
});

test('the resume is prefetched, never prerendered, so its viewer loads only when visited', async ({ page }) => {
  const speculative = recordSpeculation(page);
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Resume' });
  await link.hover();
  await expect.poll(() => speculative).toContainEqual({ url: resumePath, purpose: 'prefetch' });
  // A page that is prerendered, hovered next: once it is, a prerender the resume's hover started would be too.
  await page.getByRole('link', { name: 'Read My Story' }).hover();
  await expect.poll(() => speculative).toContainEqual({ url: storyPath, purpose: 'prefetch;prerender' });
  expect(speculative.filter((request) => request.purpose.includes('prerender') && request.url === resumePath)).toEqual([]);
});

/**
 * Hovers a link and presses it, moderate eagerness's two signs of intent (the press is acted on at
 * once), then lets go elsewhere, so the link is not followed.
 */
async function showIntent(page: Page, link: Locator) {
  await link.hover();
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(0, 0);
  await page.mouse.up({ button: 'middle' });
}

test('nothing is speculated without intent, nor for same-page anchors or external links', async ({ page }) => {
  const speculative = recordSpeculation(page);
  await page.goto('/');
  const projects = page.getByRole('banner').getByRole('button', { name: 'Projects' });
  await showIntent(page, projects.or(page.getByRole('banner').getByRole('link', { name: 'Projects' })).first());
  await showIntent(page, page.getByRole('link', { name: /LinkedIn/ }).first());
  // Then a link the rules do speculate: once its prefetch is asked for, anything the load or the
  // intents before it set off has been asked for too.
  await showIntent(page, page.getByRole('banner').getByRole('link', { name: 'Resume' }));
  await expect.poll(() => speculative).toContainEqual({ url: resumePath, purpose: 'prefetch' });
  expect(speculative).toEqual([{ url: resumePath, purpose: 'prefetch' }]);
});

/** The media condition of the page's `@view-transition` rule, or null when it has none. */
const viewTransitionCondition = (page: Page) =>
  page.evaluate(() => {
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule instanceof CSSMediaRule && [...rule.cssRules].some((inner) => inner.cssText.startsWith('@view-transition'))) {
          return { media: rule.media.mediaText, matches: matchMedia(rule.media.mediaText).matches, text: rule.cssText };
        }
      }
    }
    return null;
  });

test('pages cross-fade into each other, except under reduced motion', async ({ page }) => {
  await page.goto(storyPath);
  const condition = await viewTransitionCondition(page);
  expect(condition?.text).toContain('navigation: auto');
  expect(condition?.matches).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await viewTransitionCondition(page))?.matches).toBe(false);
});
