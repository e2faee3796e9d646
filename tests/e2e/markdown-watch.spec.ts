import { expect, test } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { testPort } from '../support/ports';

// The owner writes a chapter in Markdown with `npm run dev` open: saves reach the page like .ts saves.
test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

const chapterFile = 'data/story/01-the-switch.md';
let project: ProjectCopy;
let watcher: Awaited<ReturnType<typeof startWatcher>>;

test.beforeAll(async ({}, testInfo) => {
  project = await copyProject();
  watcher = await startWatcher(project, testPort(137 + testInfo.workerIndex));
});

test.afterAll(async () => {
  await watcher?.stop();
  await project?.remove();
});

test('saving a chapter’s Markdown serves the new text, emphasis included', async ({ page }) => {
  await page.goto(`${watcher.url}/my-story/`);
  const chapter = page.getByRole('article', { name: 'The Switch' });
  await expect(chapter).toContainText('I grew up on the slopes outside Kerugoya');
  const since = watcher.output.length;
  await project.edit(chapterFile, (text) => text.replace('I grew up on the slopes', 'I grew up, *happily*, on the slopes'));
  await watcher.waitForOutput('rebuilt in', since);
  // The open page reloads itself.
  await expect(chapter.locator('em', { hasText: 'happily' })).toBeVisible();
  await expect(chapter).toContainText('I grew up, happily, on the slopes');
  const served = await (await page.request.get(`${watcher.url}/my-story/`)).text();
  expect(served).toContain('I grew up, <em>happily</em>, on the slopes');
});

test('raw HTML saved in a chapter shows its file and line in the open page; the next good save recovers', async ({ page }) => {
  const good = await project.read(chapterFile);
  await page.goto(`${watcher.url}/my-story/`);
  await project.write(chapterFile, good.replace('I grew up', '<span>I</span> grew up'));
  const overlay = page.getByRole('alert');
  const line = good.split('\n').findIndex((text) => text.includes('I grew up')) + 1;
  await expect(overlay).toContainText(`${chapterFile}:${line}`);
  await expect(overlay).toContainText('raw HTML is not allowed in Markdown');
  await project.write(chapterFile, good.replace('I grew up', 'I **really** grew up'));
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('article', { name: 'The Switch' }).locator('strong', { hasText: 'really' })).toBeVisible();
});
