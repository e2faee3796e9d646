import { spawn, type ChildProcess } from 'node:child_process';
import { copyProject, type ProjectCopy } from './project-copy';

/**
 * The watcher running in a project copy, with its output collected: `tsx build.ts --watch` (the
 * owner's command in the design), or with `launcher`, what `npm run dev` runs.
 */
export async function startWatcher(project: ProjectCopy, port: number, { launcher = false, heapMb = 0 } = {}) {
  const command = launcher ? process.execPath : project.tsx;
  // `heapMb`: a heap limit, so memory a watcher keeps shows as growth (or a crash), not V8 taking its time to collect.
  const nodeOptions = heapMb > 0 ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() } : {};
  const child: ChildProcess = spawn(command, [launcher ? 'generator/launch.mjs' : 'build.ts', '--watch'], {
    cwd: project.dir,
    env: { ...process.env, ...nodeOptions, PORT: String(port), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** Checked on every chunk the watcher prints, so a test can act within a millisecond of a line. */
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  /** Waits until the output written after `since` contains `text`. */
  function waitForOutput(text: string | RegExp, since = 0, timeout = 30_000) {
    return new Promise<string>((resolve, reject) => {
      const check = () => {
        const fresh = output.slice(since);
        if (!(typeof text === 'string' ? fresh.includes(text) : text.test(fresh))) return;
        finish();
        resolve(fresh);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`Watcher never printed ${String(text)}. It printed:\n${output}`));
      }, timeout);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  // A watcher that never came up is stopped, not left behind holding its port.
  await waitForOutput('Serving dist/', 0, 100_000).catch((error: unknown) => {
    child.kill('SIGINT');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** The process started: tsx's, whose child is the watcher, or the watcher itself. */
    pid: child.pid ?? -1,
    get output() {
      return output;
    },
    waitForOutput,
    /** Ctrl-C, and the exit code it ends with. */
    stop() {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise<number | null>((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGINT');
      });
    },
  };
}

export type Watcher = Awaited<ReturnType<typeof startWatcher>>;

/** A fresh copy of the project with its watcher running on `port`. */
export async function watchedCopy(port: number) {
  const project = await copyProject();
  return { project, watcher: await startWatcher(project, port) };
}
