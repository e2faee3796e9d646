import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ProjectCopy } from './project-copy';

const run = promisify(execFile);

/** `tsx build.ts` in a project copy: its exit code and everything it printed. */
export async function runBuild(project: ProjectCopy) {
  try {
    const { stdout, stderr } = await run(project.tsx, ['build.ts'], { cwd: project.dir, env: { ...process.env, FORCE_COLOR: '0' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}
