import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ProjectCopy } from './project-copy';

const run = promisify(execFile);

/** `tsx build.ts` (or `node generator/launch.mjs`) in a project copy: its exit code and everything it printed. */
export async function runBuild(project: ProjectCopy, command: ['build.ts'] | ['generator/launch.mjs'] = ['build.ts']) {
  const [program, args] = command[0] === 'build.ts' ? [project.tsx, command] : [process.execPath, command];
  try {
    const { stdout, stderr } = await run(program, args, { cwd: project.dir, env: { ...process.env, FORCE_COLOR: '0' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}
