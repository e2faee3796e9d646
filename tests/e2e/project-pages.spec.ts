import { test } from '@playwright/test';
import { desktop } from './site';
import { expect, haptic, learnMoreOf } from './project-fixtures';

test.use({ viewport: desktop });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Learn More goes to the project’s page, which shows its details and a way back to the projects', async ({ page, baseURL }) => {
    await page.goto('/');
    await learnMoreOf(page, haptic.title).click();
    await expect(page).toHaveURL(`${baseURL}${haptic.page}`);
    await expect(page.getByRole('heading', { level: 1, name: haptic.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Technologies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Research Paper' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/#projects');
    await expect(page).toHaveTitle(new RegExp(`^${haptic.title} \\|`));
  });
});

test('a click opens the dialog with the project’s details fetched from its page', async ({ page, baseURL }) => {
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View Research Paper' })).toBeVisible();
  await expect(dialog.getByText('Loading the project’s details…')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(page.url()).toBe(`${baseURL}/${haptic.hash}`);
});

test('the project’s address opens the dialog with its details', async ({ page }) => {
  await page.goto(`/${haptic.hash}`);
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await expect(dialog.getByRole('heading', { name: 'Technologies' })).toBeVisible();
});

test('a project page that cannot be fetched shows a message and a link to the page', async ({ page, baseURL }) => {
  await page.route(`**${haptic.page}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  const dialog = page.getByRole('dialog', { name: haptic.title });
  await expect(dialog.getByText('The project’s details could not be loaded.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the project’s page' })).toHaveAttribute('href', `${baseURL}${haptic.page}`);
});

test('a project page cut short shows the message too', async ({ page }) => {
  await page.route(`**${haptic.page}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.slice(0, html.indexOf('data-project-details') - 20) });
  });
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  await expect(page.getByRole('dialog', { name: haptic.title }).getByText('The project’s details could not be loaded.')).toBeVisible();
});

test('a project page that is gone (the host’s 404 page instead) shows the message too', async ({ page }) => {
  await page.route(`**${haptic.page}`, async (route) => {
    const response = await route.fetch({ url: '/no-such-project/' });
    expect(response.status()).toBe(404);
    await route.fulfill({ response });
  });
  await page.goto('/');
  await learnMoreOf(page, haptic.title).click();
  await expect(page.getByRole('dialog', { name: haptic.title }).getByText('The project’s details could not be loaded.')).toBeVisible();
});

test.describe('a project page at 1280 px', () => {
  test('sets the facts beside the story, with the paper as a button of the site’s own size', async ({ page }) => {
    await page.goto(haptic.page);
    const story = await page.getByRole('main').getByRole('paragraph').nth(1).boundingBox();
    const facts = page
      .getByRole('main')
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Technologies' }) })
      .last();
    for (const heading of ['Research Publication', 'Technologies']) {
      const box = await page.getByRole('heading', { level: 2, name: heading }).boundingBox();
      expect(box && story && box.x >= story.x + story.width, heading).toBe(true);
    }
    const paper = await page.getByRole('link', { name: 'View Research Paper' }).boundingBox();
    const column = await facts.boundingBox();
    expect((paper?.width ?? 0) < (column?.width ?? 0) * 0.9).toBe(true);
  });

  test('names the owner’s role and the years in the facts column, beside the story', async ({ page }) => {
    for (const [path, role, years] of [
      [haptic.page, 'Student researcher', '2023 – present'],
      ['/projects/the-surgical-divide/', 'Author', '2024'],
      ['/projects/solar-bird-deterrent-for-rice-fields/', 'Designer and builder', '2022 – 2023'],
    ] as const) {
      await page.goto(path);
      const story = await page.getByRole('main').getByRole('paragraph').nth(1).boundingBox();
      const facts = page.getByRole('main').getByRole('definition');
      await expect(facts).toHaveText([role, years]);
      for (const term of ['Role', 'Years']) {
        const box = await page.getByRole('main').getByRole('term').filter({ hasText: term }).boundingBox();
        expect(box && story && box.x >= story.x + story.width, `${path}: ${term}`).toBe(true);
      }
    }
  });

  test('shows the project’s image once: a video without a poster of its own plays in its place', async ({ page }) => {
    for (const [path, player] of [
      ['/projects/angashamba-drones/', page.getByRole('link', { name: 'Play “AngaShamba Drones” on YouTube' })],
      [
        '/projects/solar-bird-deterrent-for-rice-fields/',
        page.getByRole('button', { name: 'Play “Solar Bird Deterrent for Rice Fields”' }),
      ],
      [haptic.page, page.getByRole('link', { name: /^Play “Teleoperation with force feedback/ })],
    ] as const) {
      await page.goto(path);
      const pictures = await page
        .getByRole('main')
        .locator('img')
        .evaluateAll((images) => images.filter((image) => image.checkVisibility()).map((image) => (image as HTMLImageElement).src));
      expect(pictures.length, path).toBeGreaterThan(0);
      expect(new Set(pictures).size, `${path}: ${pictures.join(', ')}`).toBe(pictures.length);
      // The player stands first, where the picture was, above the story.
      const [first, story] = [await player.boundingBox(), await page.getByRole('main').getByRole('paragraph').nth(1).boundingBox()];
      expect(first && story && first.y < story.y, path).toBe(true);
    }
  });

  test('leads on to the previous and next projects, each link naming its project', async ({ page }) => {
    await page.goto('/projects/tujue-ukulima/');
    const more = page.getByRole('navigation', { name: 'More projects' });
    await expect(more.getByRole('link', { name: 'Previous project AngaShamba Drones' })).toHaveAttribute(
      'href',
      '/projects/angashamba-drones/',
    );
    await expect(more.getByRole('link', { name: `Next project ${haptic.title}` })).toHaveAttribute('href', haptic.page);
    await page.goto('/projects/angashamba-drones/');
    await expect(page.getByRole('navigation', { name: 'More projects' }).getByRole('link')).toHaveCount(1);
  });
});
