import { expect, test } from '@playwright/test';
import { desktop, installPausedClock } from './site';

test.use({ viewport: desktop });

const viewer = /drive\.google\.com/;

test('buttons and title', async ({ page }) => {
  await page.goto('/resume/');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { level: 1, name: 'My Resume' })).toBeVisible();
});

test('a loader shows for 2 seconds; the preview is requested only then, at US letter ratio', async ({ page }) => {
  const frameRequests: string[] = [];
  await page.route(viewer, (route) => {
    frameRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Resume</title>' });
  });
  await installPausedClock(page);
  await page.goto('/resume/');

  const status = page.getByRole('status');
  await expect(status).toHaveText('Loading your resume...');
  await page.clock.runFor(1900);
  await expect(status).toBeVisible();
  expect(frameRequests).toEqual([]);
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the preview shows at once, without a loader', async ({ page }) => {
    await page.route(viewer, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto('/resume/');
    await expect(page.locator('main iframe')).toBeVisible();
    await expect(page.getByText('Loading your resume...')).toBeHidden();
  });
});
