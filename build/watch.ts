import path from 'node:path';
import { watch } from 'chokidar';
import { createCompiler } from './compile';
import { formatBuildError } from './errors';
import { sourceFolders } from './paths';
import { startDevServer } from './serve';
import type { RenderedSite } from './render';

type Compiler = Awaited<ReturnType<typeof createCompiler>>;

interface WatchOptions {
  port: number;
  rebuild: (compiler: Compiler, changed?: ReadonlySet<string>) => Promise<{ site: RenderedSite; report: string }>;
}

/** Saves that land together (an editor writing several files) make one rebuild. */
const settleMs = 2;

export async function watchAndServe({ port, rebuild }: WatchOptions) {
  let compiler = await createCompiler();
  const server = startDevServer(port);
  const color = process.stdout.isTTY;

  let running: Promise<void> | null = null;
  /** Files saved since the last rebuild started; unknown (null) means rebuild everything. */
  let changed: Set<string> | null = null;
  let queued = false;
  let timer: NodeJS.Timeout | undefined;

  async function rebuildOnce(reason: string) {
    const started = performance.now();
    try {
      const saved = changed;
      changed = new Set();
      const { site, report } = await rebuild(compiler, saved ?? undefined);
      for (const { route, message } of site.failedRoutes) {
        console.error(`\nRoute ${route.path} (pages/${route.page}.tsx) failed; it shows the error screen:\n${message}`);
      }
      console.log(`\n${reason}\n${report}`);
      server.reload();
    } catch (error) {
      console.error(`\n${reason}: rebuild failed; still serving the last good build.\n${await formatBuildError(error, color)}`);
      server.showError(await formatBuildError(error, false));
    }
    console.log(`rebuilt in ${Math.round(performance.now() - started)} ms`);
  }

  function schedule(reason: string) {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (running) {
        queued = true;
        return;
      }
      running = rebuildOnce(reason);
      await running;
      running = null;
      if (queued) {
        queued = false;
        schedule('changes during the last rebuild');
      }
    }, settleMs);
  }

  await rebuildOnce('first build');
  await server.listen();
  console.log(`Serving dist/ at http://localhost:${port} (Ctrl-C to stop)`);

  const watcher = watch([...sourceFolders], { ignoreInitial: true });
  watcher.on('all', async (event, file) => {
    changed?.add(path.resolve(file));
    // New or removed client behaviours change the entry points: start a fresh compiler.
    if ((event === 'add' || event === 'unlink') && file.startsWith('client')) {
      await compiler.dispose();
      compiler = await createCompiler();
      changed = null;
    }
    schedule(`${event} ${file}`);
  });

  const stop = async () => {
    clearTimeout(timer);
    await watcher.close();
    await server.close();
    await compiler.dispose();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
