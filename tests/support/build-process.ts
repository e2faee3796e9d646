import { spawn } from 'node:child_process';
import type { ProjectCopy } from './project-copy';

export interface BuildResult {
  code: number | null;
  output: string;
  pid: number;
}

/** `tsx build.ts` of a project copy as a real process; `cwd` defaults to the project. */
export function runBuild(project: ProjectCopy, { cwd = project.dir, args = [] as string[] } = {}): Promise<BuildResult> {
  const child = spawn(project.tsx, [project.file('build.ts'), ...args], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output, pid: child.pid ?? -1 })));
}
