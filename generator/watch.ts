import path from 'node:path';
import { watch } from 'chokidar';
import { createCompiler } from './compile';
import { formatBuildError } from './errors';
import { clientDir, root, sourceFolders } from './paths';
import { startDevServer } from './serve';
import { SavedContents } from './saved-contents';
import type { alreadyWrittenBuild, WatchBuild, WrittenBuild } from './watch-build';
import { SupersededBuild } from './superseded-build';
import type { Compiler, Render } from './render-step';
import { createRenderWorker } from './render-worker';

interface WatchOptions {
  port: number;
  /** 127.0.0.1 keeps drafts on this computer; HOST=0.0.0.0 opens them to the network. */
  host: string;
  /**
   * A rebuild may stop after compiling, throwing SupersededBuild, when `superseded` says so, and
   * writes nothing when it compiles to what dist/ holds already.
   */
  rebuild: (compiler: Compiler, render: Render, build: WatchBuild) => Promise<WrittenBuild | typeof alreadyWrittenBuild>;
}

/** Saves that land together (an editor writing several files) make one rebuild. */
const settleMs = 2;

function serverAddress(host: string, port: number) {
  if (host === '127.0.0.1' || host === 'localhost') {
    return `http://localhost:${port} (this computer only; HOST=0.0.0.0 npm run dev to open it from a phone)`;
  }
  return `http://${host}:${port}`;
}

export async function watchAndServe({ port, host, rebuild }: WatchOptions) {
  const server = startDevServer(port, host);
  // Before anything is built: a taken port ends here, with dist/ untouched.
  try {
    await server.listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? 'is in use (another `npm run dev`?); stop that or choose another with PORT='
        : `cannot be used (${code ?? String(error)}); choose another with PORT=`;
    console.error(`Port ${port} on ${host} ${reason}${port + 1}.`);
    process.exit(1);
  }

  let compiler: Compiler | null = null;
  let watcher: ReturnType<typeof watch> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  /** Files saved since the last rebuild started; unknown (null) means rebuild everything. */
  let changed: Set<string> | null = null;
  let queued = false;
  /** Whether the last rebuild stopped for a later save: the next one renders, whatever comes in. */
  let skippedLast = false;
  let rebuilds = 0;
  let lastWritten: WatchBuild['lastWritten'];
  const renderer = createRenderWorker(async () => {
    if (!compiler) throw new Error('The watcher stopped.');
    return compiler.compileWithSourceMaps();
  });
  const render: Render = (job) => renderer.render(job);
  const saved = new SavedContents((files) => {
    for (const file of files) changed?.add(file);
    schedule('a save the file watcher did not report');
  });
  const stop = async () => {
    clearTimeout(timer);
    saved.close();
    await watcher?.close();
    await server.close();
    await renderer.dispose();
    await compiler?.dispose();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  compiler = await createCompiler();
  const color = process.stdout.isTTY;

  async function rebuildOnce(reason: string) {
    if (!compiler) return;
    const started = performance.now();
    const files = changed;
    rebuilds += 1;
    const number = rebuilds;
    try {
      // What was saved or asked for until now, this rebuild reads: only what comes later calls for another.
      changed = new Set();
      queued = false;
      // A save no event reported, found by its contents, may reach `changed` only after this rebuild
      // took it: what the snapshot finds moved is rendered as changed too, so no page misses it.
      for (const file of await saved.takeSnapshot()) files?.add(file);
      // The first build always renders (the server has nothing to serve until it has), and so does
      // the one after a skip, so that saves coming every few milliseconds still show.
      const mayStop = number > 1 && !skippedLast;
      skippedLast = false;
      // An editor that formats on save writes twice: rendering the first save would only delay the second.
      // chokidar reports one change per file in 50 ms, so the second save may have no event yet: its contents tell.
      const superseded = async () => mayStop && (queued || (await saved.unbuilt()).length > 0);
      const built = await rebuild(compiler, render, { number, lastWritten, changed: files ?? undefined, superseded });
      if ('alreadyWritten' in built) {
        console.log(
          `\n${reason}\nNothing to write (${Math.round(performance.now() - started)} ms): the saved files compile to the pages dist/ holds.`,
        );
        return;
      }
      const { site, styleOnly, report, warnings } = built;
      lastWritten = { number, fingerprint: built.fingerprint };
      for (const { route, message } of site.failedRoutes) {
        console.error(`\nRoute ${route.path} (pages/${route.page}.tsx) failed; it shows the error screen:\n${message}`);
      }
      console.log(`\n${reason}\n${report}`);
      for (const warning of warnings) console.warn(warning);
      server.reload(styleOnly);
    } catch (error) {
      if (error instanceof SupersededBuild) {
        // Its saves go to the next rebuild, which follows on from the last one written.
        if (files === null) changed = null;
        else for (const file of files) changed?.add(file);
        skippedLast = true;
        // Whatever made it stop (a newer save's event or contents) may be gone when it looks again:
        // the follow-up rebuild runs regardless, so the compiled save is never left unrendered.
        queued = true;
        console.log(`\n${reason}\n${error.message}`);
        return;
      }
      // It may have failed halfway through writing, or after rendering what it could not write:
      // the next rebuild renders every page, and nothing it compiles counts as already written.
      lastWritten = undefined;
      console.error(`\n${reason}: rebuild failed; still serving the last good build.\n${await formatBuildError(error, color)}`);
      server.showError(await formatBuildError(error, false));
    }
    console.log(`rebuilt in ${Math.round(performance.now() - started)} ms`);
  }

  function schedule(reason: string, file?: string) {
    if (file) changed?.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => void runScheduled(reason), settleMs);
  }

  async function runScheduled(reason: string) {
    if (running !== null) {
      queued = true;
      return;
    }
    running = rebuildOnce(reason);
    await running;
    running = null;
    // A save made while it ran may have gone unreported; its contents tell.
    const unbuilt = await saved.unbuilt();
    for (const unbuiltFile of unbuilt) changed?.add(unbuiltFile);
    // Another request (the unreported-save check) may have started the next rebuild meanwhile: that
    // one reads these files, and asking again would only render the same contents twice.
    if (running !== null) return;
    if (queued || unbuilt.length > 0) {
      queued = false;
      schedule('changes during the last rebuild');
    }
  }

  watcher = watch(
    sourceFolders.map((folder) => path.join(root, folder)),
    { ignoreInitial: true },
  );
  watcher.on('all', async (event, file) => {
    const absolute = path.resolve(file);
    saved.noteEvent(absolute);
    // New or removed client behaviours change the entry points: start a fresh compiler.
    if ((event === 'add' || event === 'unlink') && absolute.startsWith(clientDir + path.sep)) {
      await compiler?.dispose();
      compiler = await createCompiler();
      changed = null;
    }
    schedule(`${event} ${path.relative(root, absolute)}`, absolute);
  });
  // Watching before the first build, so a save made during it or right after is seen.
  await new Promise<void>((resolve) => watcher?.once('ready', () => resolve()));
  running = rebuildOnce('first build');
  await running;
  running = null;
  if (queued) {
    queued = false;
    schedule('changes during the first build');
  }
  console.log(`Serving dist/ at ${serverAddress(host, port)} (Ctrl-C to stop)`);
}
