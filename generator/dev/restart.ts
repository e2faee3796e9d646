/**
 * The generator itself reads a few of the site's files (the palette for the web manifest and the
 * social card, the Markdown schemas, the route table's page list). The module runner re-evaluates
 * only the site's modules, so a save to one of those restarts the watcher: it runs as a child of
 * the command the owner started, which starts it again when it exits asking for that.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { root, sourceFolders } from '../paths';

/** The exit code of a watcher that asks to be started again. */
export const restartCode = 75;
const childMark = 'PORTFOLIO_WATCHER_CHILD';

/** Whether this process is the watcher itself, not the one that keeps it running. */
export const isWatcherProcess = () => process.env[childMark] === '1';

/** Runs this same command as a child, again each time it exits with `restartCode`. */
export async function keepWatcherRunning(): Promise<never> {
  for (;;) {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [childMark]: '1' },
    });
    // Ctrl-C reaches the child through the terminal; a signal sent to this process alone is passed on.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const code = await new Promise<number>((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    if (code !== restartCode) process.exit(code);
  }
}

/** The site's files the generator's own code imports: a save to one needs a new generator. */
export async function filesTheGeneratorReads() {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'build.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const site = new Set<string>(sourceFolders);
  return new Set(
    Object.keys(result.metafile.inputs)
      .filter((input) => site.has(input.split('/')[0] ?? ''))
      .map((input) => path.join(root, input)),
  );
}
