import { afterAll, beforeAll, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { removePlaceholderMarks } from '../support/placeholder-marks';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { formatPlaceholders } from '../../generator/content/placeholders';

const run = promisify(execFile);
let project: ProjectCopy;

async function build(...args: string[]) {
  try {
    const { stdout, stderr } = await run(project.tsx, ['build.ts', ...args], { cwd: project.dir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

/** Every file in dist/ with its contents, to tell whether a build touched it. */
async function distSnapshot() {
  const files = (await readdir(project.file('dist'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(project.file('dist'), file), await readFile(file, 'base64')] as const;
    }),
  );
  return new Map(entries);
}

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
  const before = await distSnapshot();
  const { code, output } = await build('--release');
  expect(code).toBe(1);
  expect(output).toMatch(/Release refused: \d+ values in \d+ files are still marked PLACEHOLDER/);
  expect(output).toMatch(new RegExp(`${await siteLine('Your Name')} +name: 'Your Name',\n`));
  expect(output).toContain('dist/ was left as it was');
  expect(await distSnapshot()).toEqual(before);
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

test('a release refusal is grouped by file with a count each, and says how to drop a sample item entirely', () => {
  const refusal = formatPlaceholders(
    [
      { where: 'data/site.ts:10', text: "name: 'Your Name'," },
      { where: 'data/site.ts:12', text: "emails: ['you@example.com']," },
      { where: 'data/certifications.ts:13', text: "credential: 'RPL-0001'," },
      { where: 'data/story/01-the-switch.md:5', text: 'the whole file  (an invented draft)' },
    ],
    true,
  );
  expect(refusal.split('\n')).toEqual([
    'Release refused: 4 values in 3 files are still marked PLACEHOLDER. Put in the real values and remove their marks:',
    '  data/site.ts (2)',
    "    data/site.ts:10                name: 'Your Name',",
    "    data/site.ts:12                emails: ['you@example.com'],",
    '  data/certifications.ts (1)',
    "    data/certifications.ts:13      credential: 'RPL-0001',",
    '  data/story/01-the-switch.md (1)',
    '    data/story/01-the-switch.md:5  the whole file  (an invented draft)',
    'A sample item you do not have (a certification you never earned, a sample testimonial): delete its whole `{ ... },` entry from the list, and its .md file if it has one; a section left with none disappears from the site with its links.',
  ]);
});
