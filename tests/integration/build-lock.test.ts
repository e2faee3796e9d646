import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';

// A lock left by a build that died names a process id; after a reboot, or in a container, that id
// is soon another program's. Waiting 120 s on it, then failing, is a build that never runs.
let project: ProjectCopy;
const started: ChildProcess[] = [];

beforeAll(async () => {
  project = await copyProject();
});
afterAll(async () => {
  for (const child of started) child.kill();
  await project.remove();
});

/** A program that is not a build, running until the test ends. */
async function otherProgram(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'ignore' });
  started.push(child);
  await once(child, 'spawn');
  return child.pid ?? 0;
}

async function buildWithLock(holder: Record<string, unknown>) {
  await project.write('.build.lock', JSON.stringify(holder));
  const { code, output } = await runBuild(project, { launcher: true });
  return { code, output };
}

test('a lock naming process 1, as a stale lock does after a reboot, is taken over at once', { timeout: 60_000 }, async () => {
  const { code, output } = await buildWithLock({ pid: 1, command: 'npm run build', token: 'x' });
  expect(output).not.toContain('Waiting for');
  expect(code).toBe(0);
});

test('a lock whose process id now belongs to another program is taken over at once', { timeout: 60_000 }, async () => {
  const pid = await otherProgram('sleep', ['300']);
  const { code, output } = await buildWithLock({ pid, command: 'npm run build', token: 'y' });
  expect(output).not.toContain('Waiting for');
  expect(code).toBe(0);
});

test('a lock whose process id now belongs to another Node program, started after the lock was written, is taken over', {
  timeout: 60_000,
}, async () => {
  const pid = await otherProgram(process.execPath, ['-e', 'setTimeout(() => {}, 300_000)']);
  // The lock recorded the start of the process that wrote it, which was not this one.
  const { code, output } = await buildWithLock({ pid, command: 'npm run build', token: 'z', started: 'another boot:42' });
  expect(output).not.toContain('Waiting for');
  expect(code).toBe(0);
});
