import { expect, test, type Locator, type Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { serveCopiedSite } from '../support/copied-site';
import { keepItems } from '../support/list-items';
import { desktop } from './site';

// Five projects, four certifications, three articles: each grid's last row is short.
test.describe.configure({ mode: 'serial' });

let project: ProjectCopy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = await copyProject();
  await keepItems(project, 'data/projects.ts', 'projects', (index) => index < 5);
  await keepItems(project, 'data/certifications.ts', 'certifications', (index) => index < 4);
  await keepItems(project, 'data/articles.ts', 'articles', (index) => index < 3);
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
});

test.afterAll(() => project?.remove());

const centreOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box ? box.x + box.width / 2 : Number.NaN;
};

async function lastCardIsCentred(page: Page, section: string, cards: string) {
  const grid = page.locator(`#${section} ${cards}`).first().locator('..');
  const last = grid.locator(':scope > *').last();
  expect(Math.abs((await centreOf(last)) - (await centreOf(grid))), section).toBeLessThan(2);
}

test('at desktop width a lone last card is centred in its row, as a full row would be', async ({ page }) => {
  await page.setViewportSize(desktop);
  await serveCopiedSite(page, project);
  await page.goto('/');
  await lastCardIsCentred(page, 'projects', 'article');
  await lastCardIsCentred(page, 'certifications', 'li');
  await lastCardIsCentred(page, 'linkedin-articles', 'li');
  // A full row is untouched: the first certification starts at the grid's left edge.
  const grid = await page.locator('#certifications ul').first().boundingBox();
  const first = await page.locator('#certifications li').first().boundingBox();
  expect(first?.x).toBeCloseTo(grid?.x ?? Number.NaN, 0);
});
