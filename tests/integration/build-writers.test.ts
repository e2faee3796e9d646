import { afterAll, beforeAll, expect, test } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chmod, readdir } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { routes } from '../../pages/routes';

const run = promisify(execFile);
let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

test('build.ts run from another folder builds the project it belongs to', async () => {
  const { code, output } = await runBuild(project, { cwd: tmpdir() });
  expect(output).not.toContain('ENOENT');
  expect(code).toBe(0);
  expect(await project.read('dist/index.html')).toMatch(/^<!DOCTYPE html>/);
});

test('two builds at once of content never validated: the second waits for the first, naming it, and both succeed', async () => {
  // New content, so both builds validate it and record that it passed at the same moment.
  await project.edit('data/site.ts', (text) => text.replace(/role: '[^']*'/, "role: 'Validated by two builds at once'"));
  const [first, second] = await Promise.all([runBuild(project), runBuild(project)]);
  expect([first.code, second.code]).toEqual([0, 0]);
  const outputs = `${first.output}\n${second.output}`;
  expect(outputs).toMatch(/Waiting for process \d+ \(tsx build\.ts\), which is writing dist\//);
  expect(outputs).not.toContain('ENOENT');
  expect((await readdir(project.dir)).filter((name) => name.startsWith('.dist-') || name.startsWith('.build.lock'))).toEqual([]);
  for (const { output } of routes) expect(await project.read(`dist/${output}`)).toMatch(/^<!DOCTYPE html>/);
  expect(await project.read('dist/index.html')).toContain('Validated by two builds at once');
});

/** A file rm cannot remove, even as root: immutable where chattr works, else in a read-only folder. */
const asRoot = process.getuid?.() === 0;
const makeUnremovable = (file: string) => (asRoot ? run('chattr', ['+i', file]) : chmod(path.dirname(file), 0o555));
const makeRemovable = (file: string) => (asRoot ? run('chattr', ['-i', file]) : chmod(path.dirname(file), 0o755));

/** The stuck file, wherever the builds moved it. */
async function stuckFiles() {
  const aside = (await readdir(project.dir)).filter((name) => name.startsWith('.dist-previous-'));
  return aside.map((name) => project.file(`${name}/robots.txt`));
}

test('an old dist/ that cannot be removed: the new site is in place, the message says so and names the folder; later builds succeed', async () => {
  await project.edit('data/site.ts', (text) => text.replace(/role: '[^']*'/, "role: 'Before the stuck folder'"));
  expect((await runBuild(project)).code).toBe(0);
  await makeUnremovable(project.file('dist/robots.txt'));
  try {
    await project.edit('data/site.ts', (text) => text.replace('Before the stuck folder', 'After the stuck folder'));
    const { code, output } = await runBuild(project);
    expect(output).not.toContain('dist/ was left as it was');
    expect(code).toBe(0);
    expect(await project.read('dist/index.html')).toContain('After the stuck folder');
    const stuck = (await readdir(project.dir)).find((name) => name.startsWith('.dist-previous-'));
    expect(stuck).toBeDefined();
    expect(output).toContain(`The new site is in dist/. The previous one, moved aside to ${stuck}/, could not be removed`);
    expect(output).toContain(`rm -rf "${project.file(stuck ?? '')}"`);

    // The leftover is named again, and never fails a build.
    await project.edit('data/site.ts', (text) => text.replace('After the stuck folder', 'Later still'));
    const later = await runBuild(project);
    expect(later.code).toBe(0);
    expect(later.output).toContain(`${stuck}/, could not be removed`);
    expect(await project.read('dist/index.html')).toContain('Later still');
  } finally {
    for (const file of await stuckFiles()) await makeRemovable(file).catch(() => {});
  }
  expect((await runBuild(project)).code).toBe(0);
  expect((await readdir(project.dir)).filter((name) => name.startsWith('.dist-'))).toEqual([]);
});
