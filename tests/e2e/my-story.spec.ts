import { expect, test, type Page } from '@playwright/test';
import { desktop, phone } from './site';
import { nextFrames, settle } from '../support/page-states';

test.use({ viewport: desktop });

const tabNames = ['My Story', 'Gallery', 'Resources'];
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const youtube = /youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/;

test('a way back, the title, and three tabs with My Story selected', async ({ page }) => {
  await page.goto('/my-story/');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Story' })).toBeVisible();
  const tablist = page.getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText(tabNames);
  await expect(tab(page, 'My Story')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'My Story' })).toBeVisible();
  for (const name of tabNames) {
    const controls = await tab(page, name).getAttribute('aria-controls');
    await expect(page.locator(`#${controls}`)).toHaveAttribute('role', 'tabpanel');
  }
});

test('a click switches tabs', async ({ page }) => {
  await page.goto('/my-story/');
  await tab(page, 'Resources').click();
  await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'My Story')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'My Story' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Full Resume' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Visit Tujue Ukulima Website' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('arrow keys, Home and End move between tabs; only the selected tab is in the tab order', async ({ page }) => {
  await page.goto('/my-story/');
  await tab(page, 'My Story').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Gallery')).toBeFocused();
  await expect(tab(page, 'Gallery')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Resources')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'My Story')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Resources')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'My Story')).toHaveAttribute('aria-selected', 'true');
  for (const [name, index] of [
    ['My Story', '0'],
    ['Gallery', '-1'],
    ['Resources', '-1'],
  ] as const) {
    await expect(tab(page, name)).toHaveAttribute('tabindex', index);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'My Story' })).toBeFocused();
});

test('the story: an intro quote, then nine chapters in order', async ({ page }) => {
  await page.goto('/my-story/');
  const panel = page.getByRole('tabpanel', { name: 'My Story' });
  await expect(panel.getByRole('blockquote').first()).toBeVisible();
  const labels = await panel
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent));
  expect(labels).toEqual([
    'Chapter 1',
    'Chapter 2',
    'Chapter 3',
    'Chapter 4',
    'Chapter 5',
    'Chapter 6',
    'Chapter 7',
    'FAQ',
    'Final Thoughts',
  ]);
  await expect(panel.locator('dt')).toHaveCount(3);
});

test('chapters are hidden until 10% of them scrolls into view, then fade in', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/my-story/');
  const last = page.getByRole('article').last();
  await expect(last).toHaveAttribute('data-scroll-fade', 'pending');
  await expect(last).toHaveCSS('opacity', '0');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-scroll-fade', 'shown');
  await expect(last).toHaveCSS('opacity', '1');
});

test('under prefers-reduced-motion chapters are simply visible', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/my-story/');
  await expect(page.getByRole('article').last()).toHaveCSS('opacity', '1');
});

test('the gallery: ten images with alt text in 2 then 3 columns, loaded lazily', async ({ page }) => {
  await page.goto('/my-story/');
  await tab(page, 'Gallery').click();
  const images = page.getByRole('tabpanel', { name: 'Gallery' }).getByRole('listitem').getByRole('img');
  await expect(images).toHaveCount(10);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /\w{3,}/);
    await expect(image).toHaveAttribute('loading', 'lazy');
  }
  const columns = () =>
    page
      .getByRole('tabpanel', { name: 'Gallery' })
      .getByRole('list')
      // Side by side: the pictures of the first row, whose tops line up.
      .evaluate(
        (grid) =>
          [...grid.children].filter((item) => item.getBoundingClientRect().top === grid.children[0]?.getBoundingClientRect().top).length,
      );
  expect(await columns()).toBe(3);
  await page.setViewportSize(phone);
  expect(await columns()).toBe(2);
});

test('nothing is requested from YouTube until play is pressed: the poster stays until then', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (youtube.test(request.url()) || request.url().endsWith('.mp4')) requests.push(request.url());
  });
  await page.route(youtube, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }));
  await page.goto('/my-story/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await tab(page, 'Gallery').click();
  const panel = page.getByRole('tabpanel', { name: 'Gallery' });
  await expect(panel.getByRole('heading', { name: 'Video Highlights' })).toBeVisible();
  const play = panel.getByRole('link', { name: 'Play “Drone spraying over Mwea rice paddies” on YouTube' });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toBeVisible();
  await expect(panel.locator('video')).toHaveAttribute('preload', 'none');
  await expect(panel.locator('video')).toContainText('Your browser does not support the video tag.');
  // The poster loaded, the entrance over, two frames drawn: a request the showing set off has begun.
  await expect(play.locator('img')).toHaveJSProperty('complete', true);
  await settle(page);
  await nextFrames(page);
  expect(requests).toEqual([]);
  await expect(panel.locator('iframe')).toHaveCount(0);

  await play.click();
  await expect(panel.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

  await tab(page, 'My Story').click();
  await expect(panel.locator('iframe')).toHaveCount(0);
});

test('a video frame that cannot load leaves the poster and a link to watch on YouTube', async ({ page }) => {
  await page.route(youtube, (route) => route.abort('connectionrefused'));
  await page.goto('/my-story/');
  await tab(page, 'Gallery').click();
  const panel = page.getByRole('tabpanel', { name: 'Gallery' });
  await panel.getByRole('link', { name: /^Play “Drone spraying/ }).click();
  const watch = panel.getByRole('link', { name: 'The video cannot play here. Watch “Drone spraying over Mwea rice paddies” on YouTube' });
  await expect(watch).toBeVisible();
  await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch.locator('img')).toBeVisible();
  await expect(panel.locator('iframe')).toHaveCount(0);
});

test('a native video looks like the YouTube facade until played, asking nothing of its host; pressed, it plays with its own controls', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://videos.example.com/')) requests.push(request.url());
  });
  await page.route('https://videos.example.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/my-story/');
  await tab(page, 'Gallery').click();
  const panel = page.getByRole('tabpanel', { name: 'Gallery' });
  const play = panel.getByRole('button', { name: 'Play “Surgical robot haptic demo”' });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toBeVisible();
  const video = panel.locator('video');
  await expect(video).toBeHidden();
  // The same play mark as the YouTube facade beside it: one size, one colour.
  const marks = [play, panel.getByRole('link', { name: /^Play “Drone spraying/ })].map((control) => control.locator('span').first());
  const looks = await Promise.all(
    marks.map((mark) =>
      mark.evaluate((element) => {
        const { width, height } = element.getBoundingClientRect();
        return `${Math.round(width)}x${Math.round(height)} ${getComputedStyle(element).backgroundColor}`;
      }),
    ),
  );
  expect(looks[0]).toBe(looks[1]);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await play.click();
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toBeFocused();
  await expect(play).toHaveCount(0);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('the two highlight videos side by side are one size, and each caption sits right under its picture on a phone', async ({ page }) => {
  await page.goto('/my-story/');
  await tab(page, 'Gallery').click();
  const panel = page.getByRole('tabpanel', { name: 'Gallery' });
  const videos = panel.getByRole('figure').filter({ has: page.locator('video, a') });
  await expect(videos).toHaveCount(2);
  const [first, second] = await Promise.all([
    videos.nth(0).locator('a, video').first().boundingBox(),
    videos.nth(1).locator('a, video').first().boundingBox(),
  ]);
  expect(first && second).toBeTruthy();
  expect(second?.y).toBeCloseTo(first?.y ?? 0, 0);
  expect(second?.width).toBeCloseTo(first?.width ?? 0, 0);
  expect(second?.height).toBeCloseTo(first?.height ?? 0, 0);

  await page.setViewportSize(phone);
  for (const figure of await panel.getByRole('listitem').getByRole('figure').all()) {
    const image = await figure.getByRole('img').boundingBox();
    const caption = await figure.locator('figcaption').boundingBox();
    const gap = (caption?.y ?? 0) - ((image?.y ?? 0) + (image?.height ?? 0));
    expect(gap, (await figure.locator('figcaption').textContent()) ?? '').toBeLessThanOrEqual(12);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a native video is the browser’s own player, its controls shown, no dead play button', async ({ page }) => {
    await page.goto('/my-story/');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls', '');
    await expect(page.getByRole('button', { name: /^Play “/ })).toHaveCount(0);
  });

  test('all three panels are readable in order, the story under the page’s title, the others under their own', async ({ page }) => {
    await page.goto('/my-story/');
    await expect(page.getByRole('tablist')).toBeHidden();
    const headings = await page.locator('[role="tabpanel"] > h2').allTextContents();
    expect(headings).toEqual(['Gallery', 'Resources']);
    // One heading says 'My Story': the page's h1, which the story follows.
    await expect(page.getByRole('heading', { name: 'My Story', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'My Story' })).toBeVisible();
    await expect(page.getByRole('article').last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Video Highlights' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });
});

test('the chapter list starts at the page’s left edge, under the title, not indented past it', async ({ page }) => {
  await page.goto('/my-story/');
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const list = await page.getByRole('navigation', { name: 'Chapters' }).boundingBox();
  expect(list?.x).toBeCloseTo(title?.x ?? Number.NaN, 0);
});

test('the chapters that the gallery pictures show them, with their captions', async ({ page }) => {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/my-story/');
    const chapters = page.getByRole('tabpanel', { name: 'My Story' }).getByRole('article');
    const pictured = chapters.filter({ has: page.locator('figure img') });
    await expect(pictured).toHaveCount(7);
    for (const chapter of await pictured.all()) {
      const picture = chapter.locator('figure img');
      await expect(picture).toHaveAttribute('alt', /^Illustration of .{20,}/);
      await expect(chapter.locator('figcaption')).toHaveText(/\w{3,}/);
      // Within the reading column.
      const [image, column] = [await picture.boundingBox(), await chapter.boundingBox()];
      expect((image?.x ?? 0) + (image?.width ?? 0)).toBeLessThanOrEqual((column?.x ?? 0) + (column?.width ?? 0) + 1);
    }
  }
});
