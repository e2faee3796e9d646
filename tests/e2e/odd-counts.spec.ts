import { expect, test, type Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { serveCopiedSite } from '../support/copied-site';
import { keepItems } from '../support/list-items';
import { desktop } from './site';
import { expectLastRowCentred, lastRowOf } from './grid-rows';

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

const gridOf = (page: Page, section: string, cards: string) => page.locator(`#${section} ${cards}`).first().locator('..');

/** The last row leaves no hole: its cards reach from the grid's left edge to its right. */
async function lastRowIsFull(page: Page, section: string, cards: string) {
  const { gridBox, lastRow } = await lastRowOf(gridOf(page, section, cards), section);
  expect(Math.min(...lastRow.map((box) => box.x)), section).toBeCloseTo(gridBox.x, 0);
  expect(Math.max(...lastRow.map((box) => box.x + box.width)), section).toBeCloseTo(gridBox.x + gridBox.width, 0);
}

test('at desktop width a short last row is centred at the cards’ own width, a lone project lies on its side', async ({ page }) => {
  await page.setViewportSize(desktop);
  await serveCopiedSite(page, project);
  await page.goto('/');
  await lastRowIsFull(page, 'projects', 'article');
  await expectLastRowCentred(gridOf(page, 'certifications', 'li'), 'certifications');
  await expectLastRowCentred(gridOf(page, 'linkedin-articles', 'li'), 'linkedin-articles');
  // The lone last project lies on its side: its picture beside its text, not a banner across the row.
  const lone = page.locator('#projects article').last();
  const [picture, title] = [await lone.getByRole('img').boundingBox(), await lone.getByRole('heading').boundingBox()];
  expect(title?.x ?? 0).toBeGreaterThan((picture?.x ?? 0) + (picture?.width ?? 0) - 1);
  // A full row is untouched: the first certification starts at the grid's left edge.
  const grid = await page.locator('#certifications ul').first().boundingBox();
  const first = await page.locator('#certifications li').first().boundingBox();
  expect(first?.x).toBeCloseTo(grid?.x ?? Number.NaN, 0);
});
