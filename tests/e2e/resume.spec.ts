import { expect, test, type Page } from '@playwright/test';
import { builtOwner } from '../support/built-pages';
import { dark } from '../../styles/palette';
import { silentProxy } from '../support/faults';
import { desktop, installPausedClock, phone } from './site';

test.use({ viewport: desktop });

const { resume } = builtOwner();

const viewer = /drive\.google\.com/;

test('buttons and title', async ({ page }) => {
  await page.goto('/resume/');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { level: 1, name: 'My Resume' })).toBeVisible();
});

test('a loader shows for 2 seconds; the preview is requested only then, at US letter ratio', async ({ page }) => {
  const requests: string[] = [];
  const frameRequests: string[] = [];
  await page.route(viewer, (route) => {
    requests.push(route.request().url());
    if (route.request().resourceType() === 'document') frameRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Resume</title>' });
  });
  await installPausedClock(page);
  await page.goto('/resume/');

  const status = page.getByRole('status');
  await expect(status).toHaveText('Loading your resume...');
  await page.clock.runFor(1900);
  await expect(status).toBeVisible();
  expect(requests).toEqual([]);
  await expect(page.locator('main iframe')).toHaveCount(0);

  await page.clock.runFor(200);
  await expect(status).toBeHidden();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('title', 'Resume preview');
  await expect.poll(() => frameRequests.length).toBe(1);
  await expect(frame).toHaveCSS('animation-duration', '0.5s');
  const box = await frame.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(8.5 / 11, 2);
});

test('under prefers-reduced-motion the preview appears without the fade', async ({ page }) => {
  await page.route(viewer, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await page.goto('/resume/');
  await page.clock.runFor(2100);
  await expect(page.locator('main iframe')).not.toHaveCSS('animation-duration', '0.5s');
});

/** The words and links the sheet offers when the preview cannot load, as a visitor finds them. */
async function expectPreviewFallback(page: Page) {
  // The sheet's words, and the two links beside them.
  const offer = page
    .getByRole('main')
    .locator('div')
    .filter({ hasText: /^The preview cannot load here/ });
  await expect(offer).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
  const download = offer.getByRole('link', { name: 'Download Resume' });
  await expect(download).toHaveAttribute('href', resume.documentUrl);
  await expect(download).toHaveAttribute('target', '_blank');
  const open = offer.getByRole('link', { name: 'Open in a new tab' });
  await expect(open).toHaveAttribute('href', resume.viewerUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  return offer;
}

test('a viewer that refuses the connection: after the loader the sheet offers the resume instead', async ({ page }) => {
  await page.route(viewer, (route) => route.abort('connectionrefused'));
  await installPausedClock(page);
  await page.goto('/resume/');
  await page.clock.runFor(2100);
  await expectPreviewFallback(page);
});

test('a viewer that never answers: after a short wait the sheet offers the resume instead', async ({ browser, baseURL }) => {
  const proxy = await silentProxy();
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: desktop,
    proxy: { server: proxy.server, bypass: 'localhost,127.0.0.1' },
  });
  try {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (viewer.test(request.url())) asked.push(request.url());
    });
    await installPausedClock(page);
    await page.goto('/resume/');
    await page.clock.runFor(2100);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(page.getByText(/The preview cannot load here/)).toBeHidden();
    await page.clock.runFor(10_000);
    await expectPreviewFallback(page);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test.describe('in the dark theme, on a phone', () => {
  test.use({ viewport: phone, colorScheme: 'dark' });

  test('the sheet is framed on a dark mat, and what it says when the preview cannot load is readable', async ({ page }) => {
    await page.route(viewer, (route) => route.abort('connectionrefused'));
    await installPausedClock(page);
    await page.goto('/resume/');
    await page.clock.runFor(2100);
    const offer = await expectPreviewFallback(page);
    // The sheet: what holds the words and links.
    const sheet = offer.locator('xpath=..');
    const darkMat = await page.evaluate((colour) => {
      const probe = document.createElement('div');
      probe.style.color = colour;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, dark.surfaceMuted);
    await expect(sheet).toHaveCSS('background-color', darkMat);
    const text = offer.getByText(/The preview cannot load here/);
    expect(parseFloat(await text.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.width ?? 0).toBeGreaterThanOrEqual(phone.width - 48);
    for (const link of await offer.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box && sheetBox && box.x >= sheetBox.x && box.x + box.width <= sheetBox.x + sheetBox.width).toBe(true);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the preview shows at once, without a loader', async ({ page }) => {
    await page.route(viewer, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto('/resume/');
    await expect(page.locator('main iframe')).toBeVisible();
    await expect(page.getByText('Loading your resume...')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('href', resume.documentUrl);
  });
});
