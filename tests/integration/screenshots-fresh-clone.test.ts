import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';

let project: ProjectCopy;

beforeAll(async () => {
  // A fresh clone: the scripts and tests, and no dist/ yet.
  project = await copyProject({ also: ['tests'] });
});
afterAll(() => project.remove());

test('`npm run screenshots` on a fresh clone builds first, then takes its pictures', async () => {
  expect(await readdir(project.dir)).not.toContain('dist');
  const screenshots = spawn(project.tsx, ['tests/screenshots.ts'], {
    cwd: project.dir,
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  const firstPicture = await new Promise<string | undefined>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const picture = /^ {2}(\S+\.png)$/m.exec(output)?.[1];
      if (picture) resolve(picture);
    };
    screenshots.stdout.on('data', read);
    screenshots.stderr.on('data', read);
    screenshots.on('exit', () => resolve(undefined));
  });
  // One picture is enough to know it got past the build; the rest would take minutes.
  if (screenshots.exitCode === null && screenshots.pid) process.kill(-screenshots.pid);
  expect(firstPicture, output).toMatch(/^home-390-(light|dark)\.png$/);
  expect(await readdir(project.file('screenshots'))).toContain(firstPicture);
}, 180_000);
