import { spawn } from 'node:child_process';
import type { ProjectCopy } from './project-copy';

export interface BuildResult {
  code: number | null;
  output: string;
  pid: number;
}

interface BuildOptions {
  /** The folder the build is started from; the project by default. */
  cwd?: string;
  args?: string[];
  /** `npm run build` (`node generator/launch.mjs`, the compiled generator) instead of `tsx build.ts`. */
  launcher?: boolean;
}

/** A build of a project copy as a real process: its exit code, everything it printed, and its pid. */
export function runBuild(
  project: ProjectCopy,
  { cwd = project.dir, args = [], launcher = false }: BuildOptions = {},
): Promise<BuildResult> {
  const [program, entry] = launcher ? [process.execPath, project.file('generator/launch.mjs')] : [project.tsx, project.file('build.ts')];
  const child = spawn(program, [entry, ...args], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output, pid: child.pid ?? -1 })));
}
