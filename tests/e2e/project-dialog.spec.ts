import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { nextFrames, settle } from '../support/page-states';
import { desktop } from './site';

// The dialog's details come over the network from the project's page: on a machine shared by
// many processes that alone can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: desktop });

const youtube = /youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/;

/** Answers any YouTube request locally (the tests have no network) and records it. */
async function recordYoutubeRequests(page: Page) {
  const requests: string[] = [];
  await page.route(youtube, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' });
  });
  return requests;
}

const cardOf = (page: Page, title: RegExp) =>
  page.locator('#projects article').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/** Loads the home page and opens the first project whose title matches. */
async function openProject(page: Page, title: RegExp) {
  await page.goto('/');
  await cardOf(page, title).first().getByRole('link', { name: 'Learn More' }).click();
  return page.getByRole('dialog');
}

test('Learn More opens a modal dialog with the full details, and focus moves into it', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#projects article').first();
  const title = await card.getByRole('heading', { level: 3 }).textContent();
  const learnMore = card.getByRole('link', { name: 'Learn More' });
  await expect(learnMore).toHaveAttribute('aria-haspopup', 'dialog');
  await learnMore.click();

  const dialog = page.getByRole('dialog', { name: title ?? '' });
  await expect(dialog).toBeVisible();
  // The project's image: here the poster of its video, which plays in its place.
  await expect(dialog.locator('img').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const paragraphs = await dialog.locator('p').allTextContents();
  expect(paragraphs.join(' ').length).toBeGreaterThan(400);
});

test('the dialog is at most 80% of the viewport high and scrolls inside', async ({ page }) => {
  await page.goto('/');
  await cardOf(page, /haptic/i)
    .getByRole('link', { name: 'Learn More' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(desktop.height * 0.8 + 1);
  expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect(dialog).toHaveCSS('overflow-y', 'auto');
});

test('the page behind an open dialog does not scroll', async ({ page }) => {
  await page.goto('/');
  await page.locator('#projects article').first().getByRole('link', { name: 'Learn More' }).click();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

for (const [how, close] of [
  ['its Close button', (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()],
  ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ['a click on the backdrop', (page: Page) => page.mouse.click(10, 10)],
] as const) {
  test(`${how} closes the dialog and focus returns to its button`, async ({ page }) => {
    await page.goto('/');
    const learnMore = page.locator('#projects article').nth(1).getByRole('link', { name: 'Learn More' });
    await learnMore.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await close(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(learnMore).toBeFocused();
  });
}

test('the open dialog has no axe violations, and the details’ headings sit under its title', async ({ page }) => {
  // axe reads the whole page's styles: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  await cardOf(page, /haptic/i)
    .getByRole('link', { name: 'Learn More' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: /haptic/i })).toBeVisible();
  for (const name of ['Research Publication', 'Project Videos', 'Technologies']) {
    await expect(dialog.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveCount(1);
  // YouTube's frame is its own page (here offline, its error page): not ours to audit.
  const results = await new AxeBuilder({ page }).include('dialog[open]').exclude('dialog[open] iframe').analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('a click inside the dialog does not close it', async ({ page }) => {
  await page.goto('/');
  await page.locator('#projects article').first().getByRole('link', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog');
  // A paragraph of the details fetched from the project's page.
  await dialog.locator('[data-project-details] p').first().click();
  await dialog.getByRole('heading', { name: 'Technologies' }).click();
  await expect(dialog).toBeVisible();
});

test('the book reads More, and lists Themes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read More' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Themes' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Technologies' })).toHaveCount(0);
});

test('a research project links its paper in a new tab', async ({ page }) => {
  await page.goto('/');
  await cardOf(page, /haptic/i)
    .getByRole('link', { name: 'Learn More' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Research Publication' })).toBeVisible();
  const paper = dialog.getByRole('link', { name: 'View Research Paper' });
  await expect(paper).toHaveAttribute('target', '_blank');
  await expect(paper).toHaveAttribute('rel', 'noopener noreferrer');
});

test('nothing is requested from YouTube when a dialog with a video opens, only once play is pressed', async ({ page }) => {
  const requests = await recordYoutubeRequests(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await cardOf(page, /drone|spray/i)
    .first()
    .getByRole('link', { name: 'Learn More' })
    .click();
  const dialog = page.getByRole('dialog');
  const play = dialog.getByRole('link', { name: /^Play “.+” on YouTube$/ });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toBeVisible();
  // The poster loaded, the entrance over, two frames drawn: a request the showing set off has begun.
  await expect(play.locator('img')).toHaveJSProperty('complete', true);
  await settle(page);
  await nextFrames(page);
  expect(requests).toEqual([]);
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveCount(0);

  await play.click();
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);
});

test('a video frame in a dialog that cannot load leaves the poster and a link to watch on YouTube', async ({ page }) => {
  await page.route(youtube, (route) => route.abort('connectionrefused'));
  const dialog = await openProject(page, /drone|spray/i);
  await dialog.getByRole('link', { name: /^Play “.+” on YouTube$/ }).click();
  const watch = dialog.getByRole('link', { name: /^The video cannot play here\. Watch “.+” on YouTube$/ });
  await expect(watch).toBeVisible();
  await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(watch.locator('img')).toBeVisible();
});

test('the video frame opens without a console warning, fullscreen allowed once', async ({ page }) => {
  const requests = await recordYoutubeRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/');
  await cardOf(page, /drone|spray/i)
    .first()
    .getByRole('link', { name: 'Learn More' })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Play “.+” on YouTube$/ })
    .click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('allow', /(^|;\s*)fullscreen(;|$)/);
  await expect(frame).not.toHaveAttribute('allowfullscreen');
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});

test('a long title wraps beside Copy link and Close, on one row at 1280 px', async ({ page }) => {
  const dialog = await openProject(page, /haptic/i);
  // Measured once the details are in and the entrance is over: the details can bring a scrollbar,
  // which narrows the header, and the entrance moves it.
  await expect(dialog.getByText('Loading the project’s details…')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await settle(page);
  const [title, ...buttons] = await Promise.all([
    dialog.getByRole('heading', { level: 2 }).boundingBox(),
    dialog.getByRole('button', { name: 'Copy link' }).boundingBox(),
    dialog.getByRole('button', { name: 'Close' }).boundingBox(),
  ]);
  for (const [index, name] of ['Copy link', 'Close'].entries()) {
    const button = buttons[index];
    expect(button && title && button.y < title.y + title.height && button.y + button.height > title.y, name).toBe(true);
    expect(button && title && button.x >= title.x + title.width, name).toBe(true);
  }
});

test('the project image shows whole in the dialog, not cropped', async ({ page }) => {
  const image = (await openProject(page, /tujue/i)).getByRole('img', { name: /phone/ });
  await expect(image).toBeVisible();
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    box: element.getBoundingClientRect().width / element.getBoundingClientRect().height,
    picture: element.naturalWidth / element.naturalHeight,
    fit: getComputedStyle(element).objectFit,
  }));
  expect(shown.fit === 'cover' ? Math.abs(shown.box - shown.picture) : 0).toBeLessThan(0.02);
  expect(shown.box).toBeCloseTo(shown.picture, 1);
});

test('other videos play natively, with the project image as poster and a fallback text', async ({ page }) => {
  await page.goto('/');
  await cardOf(page, /bird/i).getByRole('link', { name: 'Learn More' }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'none');
  const poster = await video.getAttribute('poster');
  expect(poster).toBe(await cardOf(page, /bird/i).getByRole('img').first().getAttribute('src'));
  await expect(video).toContainText('Your browser does not support the video tag.');
});

test('a list of videos shows each title with its player', async ({ page }) => {
  await recordYoutubeRequests(page);
  await page.goto('/');
  await cardOf(page, /haptic/i)
    .getByRole('link', { name: 'Learn More' })
    .click();
  const figures = page.getByRole('dialog').getByRole('figure');
  await expect(figures).toHaveCount(2);
  await expect(figures.nth(0).getByRole('link', { name: /^Play “.+” on YouTube$/ })).toHaveCount(1);
  await expect(figures.nth(1).locator('video')).toHaveAttribute('poster', /\/assets\//);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Without scripts there is no dialog: each card's link leads to the page holding its full details.
  test('every project’s Learn More leads to a page with its full details', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('#projects article').getByRole('link', { name: /^(Learn|Read) More about / });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    await expect(page.locator('#projects').getByRole('dialog')).toHaveCount(0);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 2, name: /^(Technologies|Themes)$/ })).toBeVisible();
      const paragraphs = await page.locator('[data-project-details] p').allTextContents();
      expect(paragraphs.join(' ').length).toBeGreaterThan(400);
    }
  });
});
