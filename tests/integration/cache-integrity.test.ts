import { afterAll, beforeAll, expect, test } from 'vitest';
import { readdir, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, privateCache, type ProjectCopy, snapshotDist } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;
let cleanBuild: Awaited<ReturnType<typeof snapshot>>;
const cache = () => project.file('node_modules/.cache/portfolio');

const build = () => runBuild(project);

const snapshot = () => snapshotDist(project);

async function largestIn(folder: string, pattern: RegExp) {
  const names = (await readdir(folder)).filter((name) => pattern.test(name));
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(folder, name))).size));
  const largest = names[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error(`nothing matches ${pattern} in ${folder}`);
  return path.join(folder, largest);
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

// Each kind of cache entry, cut short as a killed build or a full disk leaves it.
const damages: { kind: string; entry: () => Promise<string>; keep: (size: number) => number }[] = [
  { kind: 'an encoded image (favicon PNG)', entry: () => largestIn(path.join(cache(), 'images'), /./), keep: () => 0 },
  {
    kind: 'an encoded image, half written',
    entry: () => largestIn(path.join(cache(), 'images'), /./),
    keep: (size) => Math.floor(size / 2),
  },
  { kind: 'a compiled chunk', entry: () => largestIn(path.join(cache(), 'chunks'), /\.js$/), keep: (size) => Math.floor(size / 3) },
  { kind: 'a compiled page module', entry: () => largestIn(cache(), /^home-.*\.js$/), keep: (size) => Math.floor(size / 2) },
  { kind: 'a compiled stylesheet', entry: () => largestIn(path.join(cache(), 'css'), /\.css$/), keep: (size) => Math.floor(size / 2) },
  { kind: 'the style index', entry: async () => path.join(cache(), 'styles.index'), keep: (size) => Math.floor(size / 2) },
  { kind: 'the mark of an SVG checked clean', entry: () => largestIn(path.join(cache(), 'svg-checked'), /./), keep: () => 10 },
];

test('the compiled generator cut short is compiled again, said so: dist/ equals a clean build', async () => {
  const launch = () => runBuild(project, { launcher: true });
  expect((await launch()).code).toBe(0);
  const bundle = await largestIn(
    path.join(cache(), 'generator', (await readdir(path.join(cache(), 'generator'))).find((name) => name !== 'manifest.json') ?? ''),
    /\.mjs$/,
  );
  await truncate(bundle, Math.floor((await stat(bundle)).size / 2));
  const { code, output } = await launch();
  expect(output).toContain(`cache: ${path.relative(project.dir, bundle)} was damaged`);
  expect(code).toBe(0);
  expect(await snapshot()).toEqual(cleanBuild);
  expect((await launch()).output).not.toContain('cache:');
});

for (const damage of damages) {
  test(`${damage.kind} cut short is thrown away, said so, and rebuilt: dist/ equals a clean build`, async () => {
    const entry = await damage.entry();
    const size = (await stat(entry)).size;
    await truncate(entry, damage.keep(size));
    const { code, output } = await build();
    expect(output).toContain(`cache: ${path.relative(project.dir, entry)} was damaged`);
    expect(output).toMatch(/\); rebuilt/);
    expect(code).toBe(0);
    expect(await snapshot()).toEqual(cleanBuild);
    // The next build finds the entry whole again and says nothing.
    const again = await build();
    expect(again.output).not.toContain('cache:');
  });
}
