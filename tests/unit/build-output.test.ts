import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy;

function build(killAfterMs?: number) {
  return new Promise<number | null>((resolve) => {
    // The build itself, not tsx's launcher: killing the launcher would leave the build running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: project.dir, stdio: 'ignore' });
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => resolve(code));
  });
}

/** Every file under dist/ with the hash of its contents. */
async function snapshot() {
  const files = (await readdir(project.file('dist'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(project.file('dist'), path.join(entry.parentPath, entry.name)))
    .sort();
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha256')
        .update(await readFile(project.file(`dist/${file}`)))
        .digest('hex'),
    ),
  );
  return Object.fromEntries(files.map((file, index) => [file, hashes[index]]));
}

beforeAll(async () => {
  project = await copyProject();
  expect(await build()).toBe(0);
});
afterAll(() => project.remove());

test('two builds of the same sources are byte-identical', async () => {
  const first = await snapshot();
  expect(await build()).toBe(0);
  expect(await snapshot()).toEqual(first);
  expect(Object.keys(first)).toEqual(
    expect.arrayContaining(['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'manifest.webmanifest']),
  );
});

test('a build killed with SIGKILL at any moment leaves dist/ whole: the previous site, or the finished new one', async () => {
  const original = await project.read('data/site.ts');
  const edited = original.replace(/role: '[^']*'/, "role: 'A role written by a build that was killed'");
  const previous = await snapshot();
  await project.write('data/site.ts', edited);
  expect(await build()).toBe(0);
  const next = await snapshot();
  expect(next).not.toEqual(previous);

  for (const moment of [50, 200, 400, 600, 800, 1000]) {
    // Start from the previous site each time, then kill a build of the new one.
    await project.write('data/site.ts', original);
    expect(await build()).toBe(0);
    await project.write('data/site.ts', edited);
    await build(moment);
    const left = await snapshot();
    expect([previous, next], `killed after ${moment} ms`).toContainEqual(left);
  }
  // The next build cleans up whatever the killed ones left and completes.
  expect(await build()).toBe(0);
  expect(await snapshot()).toEqual(next);
  expect((await readdir(project.dir)).filter((name) => name.startsWith('.dist-'))).toEqual([]);
});
