import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { copyProject, type ProjectCopy, snapshotDist } from '../support/project-copy';

let project: ProjectCopy;

/** `build(ms)` kills the build that long after it starts, so this test needs the build's own process, not the shared runner's. */
function build(killAfterMs?: number) {
  return new Promise<number | null>((resolve) => {
    // The build itself, not tsx's launcher: killing the launcher would leave the build running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: project.dir, stdio: 'ignore' });
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => resolve(code));
  });
}

beforeAll(async () => {
  project = await copyProject();
  expect(await build()).toBe(0);
});
afterAll(() => project.remove());

test('two builds of the same sources are byte-identical', async () => {
  const first = await snapshotDist(project);
  expect(await build()).toBe(0);
  expect(await snapshotDist(project)).toEqual(first);
  expect(Object.keys(first)).toEqual(
    expect.arrayContaining(['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'manifest.webmanifest']),
  );
});

test('a build killed with SIGKILL at any moment leaves dist/ whole: the previous site, or the finished new one', async () => {
  const original = await project.read('data/site.ts');
  const edited = original.replace(/role: '[^']*'/, "role: 'A role written by a build that was killed'");
  const previous = await snapshotDist(project);
  await project.write('data/site.ts', edited);
  expect(await build()).toBe(0);
  const next = await snapshotDist(project);
  expect(next).not.toEqual(previous);

  for (const moment of [50, 200, 400, 600, 800, 1000]) {
    // Start from the previous site each time, then kill a build of the new one.
    await project.write('data/site.ts', original);
    expect(await build()).toBe(0);
    await project.write('data/site.ts', edited);
    await build(moment);
    const left = await snapshotDist(project);
    expect([previous, next], `killed after ${moment} ms`).toContainEqual(left);
  }
  // The next build cleans up whatever the killed ones left and completes.
  expect(await build()).toBe(0);
  expect(await snapshotDist(project)).toEqual(next);
  expect((await readdir(project.dir)).filter((name) => name.startsWith('.dist-'))).toEqual([]);
});
