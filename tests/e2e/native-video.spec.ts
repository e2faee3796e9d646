import { expect, test, type Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { testPort } from '../support/ports';

// A site whose gallery has only native videos: no YouTube facade anywhere on the page.
test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

let project: ProjectCopy;
let watcher: Awaited<ReturnType<typeof startWatcher>>;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  project = await copyProject();
  await project.edit('data/gallery.ts', (text) =>
    text.replace('https://www.youtube.com/watch?v=aNgAsPrAy01', 'https://videos.example.com/mwea-rice-paddies.mp4'),
  );
  watcher = await startWatcher(project, testPort(160 + testInfo.workerIndex));
});

test.afterAll(async () => {
  await watcher?.stop();
  await project?.remove();
});

/** A second of real video, recorded by the browser itself, so the player has something to play. */
async function recordedClip(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    while (performance.now() - started < 1000) {
      if (context) context.fillStyle = `hsl(${Math.round(performance.now()) % 360} 80% 50%)`;
      context?.fillRect(0, 0, 64, 64);
      await new Promise(requestAnimationFrame);
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a native video stops when its tab is hidden, on a page with no YouTube video', async ({ page }) => {
  await page.goto(`${watcher.url}/my-story/`);
  const clip = await recordedClip(page);
  await page.route('https://videos.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: clip }));
  await page.reload();
  await expect(page.locator('[data-video-embed]')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Gallery' }).click();
  // Located on the page, not in the panel: a hidden panel has no role to find it by.
  const video = page.locator('video').first();
  await video.evaluate((element: HTMLVideoElement) => {
    element.loop = true;
  });
  await page
    .getByRole('tabpanel', { name: 'Gallery' })
    .getByRole('button', { name: /^Play “/ })
    .first()
    .click();
  await expect(page.getByRole('tabpanel', { name: 'Gallery' }).locator('video').first()).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);

  await page.getByRole('tab', { name: 'My Story' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});
