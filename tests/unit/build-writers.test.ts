import { afterAll, beforeAll, expect, test } from 'vitest';
import { tmpdir } from 'node:os';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';

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
