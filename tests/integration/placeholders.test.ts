import { afterAll, beforeAll, expect, test } from 'vitest';
import { removePlaceholderMarks } from '../support/placeholder-marks';
import { copyProject, type ProjectCopy, snapshotDist } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;

const build = (...args: string[]) => runBuild(project, { args });

/** Where the copy's data/site.ts holds `text`, as `data/site.ts:LINE`. */
async function siteLine(text: string) {
  const lines = (await project.read('data/site.ts')).split('\n');
  return `data/site.ts:${lines.findIndex((line) => line.includes(text)) + 1}`;
}

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

test('a build lists every value still marked as a placeholder, with its file and line, as a warning', async () => {
  const { code, output } = await build();
  expect(code).toBe(0);
  expect(output).toMatch(/Warning: \d+ values in \d+ files are still marked PLACEHOLDER/);
  expect(output).toMatch(new RegExp(`${await siteLine('Your Name')} +name: 'Your Name',\n`));
  expect(output).toMatch(new RegExp(`${await siteLine('siteUrl:')} +siteUrl: 'https://www\\.example\\.com',\n`));
  expect(output).toMatch(/data\/projects\.ts:\d+ +link: 'https:\/\/www\.angashamba-drones\.example\.com',/);
  // A mark's note tells the owner what belongs there.
  expect(output).toMatch(/data\/education\.ts:\d+ +detail: '[^']+', +\(add the university’s name\)/);
  // In Markdown, a comment on its own line marks the whole file, and is never shown.
  expect(output).toMatch(/data\/story\/01-the-switch\.md:5 +the whole file +\(an invented draft/);
  expect(await project.read('dist/my-story/index.html')).not.toContain('PLACEHOLDER');
});

test('a release build refuses them, lists them, and leaves dist/ as it was', async () => {
  const before = await snapshotDist(project);
  const { code, output } = await build('--release');
  expect(code).toBe(1);
  expect(output).toMatch(/Release refused: \d+ values in \d+ files are still marked PLACEHOLDER/);
  expect(output).toMatch(new RegExp(`${await siteLine('Your Name')} +name: 'Your Name',\n`));
  expect(output).toContain('dist/ was left as it was');
  expect(await snapshotDist(project)).toEqual(before);
});

test('a release build passes once every placeholder is replaced', async () => {
  const nameLine = await siteLine('Your Name');
  await project.edit('data/site.ts', (text) => text.replace("'Your Name', // PLACEHOLDER", "'Wanjiru Kamau',"));
  const { output: oneLess } = await build('--release');
  expect(oneLess).not.toContain(`${nameLine} `);
  expect(oneLess).toContain(`${await siteLine('siteUrl:')} `);

  await removePlaceholderMarks(project);
  const { code, output } = await build('--release');
  expect(code).toBe(0);
  expect(output).not.toContain('PLACEHOLDER');
  expect(await project.read('dist/index.html')).toContain('Wanjiru Kamau');
});
