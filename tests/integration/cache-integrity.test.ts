import { afterAll, beforeAll, expect, test } from 'vitest';
import { readdir, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, privateCache, type ProjectCopy, snapshotDist } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;
let cleanBuild: Awaited<ReturnType<typeof snapshot>>;
const cache = () => project.file('node_modules/.cache/portfolio');

// `npm run build`: the compiled generator's own cache is used only through the launcher.
const build = () => runBuild(project, { launcher: true });

const snapshot = () => snapshotDist(project);

/** The largest file under `at` (a file, or a folder searched through). */
async function largestUnder(at: string): Promise<string> {
  if (!(await stat(at)).isDirectory()) return at;
  const files = (await readdir(at, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const largest = files[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error(`no file under ${at}`);
  return largest;
}

/**
 * One file of each thing the build keeps in its cache, found by looking, not by name: the largest
 * file of each folder, and of the loose files the largest of each extension. A cache added later is
 * in this list without a change here.
 */
async function oneOfEach() {
  const top = await readdir(cache(), { withFileTypes: true });
  const folders = top.filter((entry) => entry.isDirectory()).map((entry) => path.join(cache(), entry.name));
  const loose = new Map<string, string[]>();
  for (const entry of top.filter((entry) => entry.isFile() && !entry.name.startsWith('.'))) {
    const extension = path.extname(entry.name);
    loose.set(extension, [...(loose.get(extension) ?? []), path.join(cache(), entry.name)]);
  }
  const largestLoose = await Promise.all(
    [...loose.values()].map(async (files) => {
      const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
      return files[sizes.indexOf(Math.max(...sizes))] ?? '';
    }),
  );
  return [...(await Promise.all(folders.map(largestUnder))), ...largestLoose].sort();
}

beforeAll(async () => {
  project = await copyProject();
  await privateCache(project);
  const { code, output } = await build();
  expect(output).not.toContain('cache:');
  expect(code).toBe(0);
  cleanBuild = await snapshot();
});
afterAll(() => project.remove());

/** Cuts `entry` to `keep` bytes, builds, and checks the build said so, rebuilt it, and published a clean build's site. */
async function damagedAndRebuilt(entry: string, keep: (size: number) => number) {
  const name = path.relative(project.dir, entry);
  await truncate(entry, keep((await stat(entry)).size));
  const { code, output } = await build();
  expect(output, name).toContain(`cache: ${name} was damaged`);
  expect(output, name).toMatch(/\); rebuilt/);
  expect(code, name).toBe(0);
  expect(await snapshot(), name).toEqual(cleanBuild);
  // The next build finds the entry whole again and says nothing.
  expect((await build()).output, name).not.toContain('cache:');
}

test('the build keeps several kinds of things in its cache', async () => {
  const entries = await oneOfEach();
  // The compiled generator, page modules and chunks, stylesheets, images, SVG checks, indexes.
  expect(entries.length).toBeGreaterThanOrEqual(6);
});

test('any cache file cut short, as a killed build or a full disk leaves it, is thrown away, said so, and rebuilt: dist/ equals a clean build', {
  timeout: 600_000,
}, async () => {
  for (const entry of await oneOfEach()) await damagedAndRebuilt(entry, (size) => Math.floor(size / 2));
});

test('the largest cache file emptied is thrown away, said so, and rebuilt', { timeout: 120_000 }, async () => {
  const files = await Promise.all((await oneOfEach()).map(async (file) => [file, (await stat(file)).size] as const));
  const [largest] = files.sort((a, b) => b[1] - a[1])[0] ?? [''];
  await damagedAndRebuilt(largest, () => 0);
});
