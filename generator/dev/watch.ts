/**
 * `npm run dev` (`tsx build.ts --watch`): builds the site, serves dist/ with live reload, and
 * rebuilds on every save. A save re-evaluates only the modules it changed (generator/dev/module-runner.ts)
 * and renders only the routes whose page those modules reach, plus every route the content adds;
 * then the same steps as a one-off build check the links and write what changed.
 */
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { watch } from 'chokidar';
import { clientDir, contentEntry, errorScreenEntry, liveReloadScriptPath, pageFile, root, sourceFolders } from '../paths';
import { createBrowserCompiler, type BrowserScripts } from '../browser-scripts';
import { assemblePages, type RenderedPage, renderPages } from '../render';
import { pageFrame, siteOutput } from '../site-output';
import { writeChangedFiles } from '../write';
import { acquireBuildLock } from '../lock';
import { formatBuildError } from '../errors';
import { formatReport, StepTimer } from '../report';
import { validateWithLines } from '../validate-once';
import { createSiteRunner } from './module-runner';
import { startDevServer } from './server';
import { styleOnlyChange } from './style-only';
import { devAddress, devPort } from './address';
import { filesTheGeneratorReads, restartCode } from './restart';
import type { Route } from '../../pages/routes';

/** Saves that land together (an editor writing several files) make one rebuild. */
const settleMs = 2;
/**
 * The file watcher drops a file's change events for 50 ms after reporting one: a file built is
 * looked at again this long after its rebuild, so a save in that window is built too.
 */
const recheckMs = 60;

/** A page as written, with the version of the module it was rendered from. */
type WrittenPage = RenderedPage & { version: unknown };

/** What dist/ holds, as this watcher last wrote it. */
interface Written {
  pages: Map<string, WrittenPage>;
  /** The pages as published, for telling a CSS-only change. */
  published: ReadonlyMap<string, string>;
  /** What every page shows besides its own modules: when it moves, every page renders. */
  frame: string;
}

export async function watchAndServe() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = devPort(process.env.PORT);
  const server = startDevServer(port, host);
  // Before anything is built: a taken port ends here, with dist/ untouched.
  await server.listen().catch((error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? 'is in use (another `npm run dev`?); stop that or choose another with PORT='
        : `cannot be used (${error.code ?? String(error)}); choose another with PORT=`;
    console.error(`Port ${port} on ${host} ${reason}${port + 1}.`);
    process.exit(1);
  });

  const color = process.stdout.isTTY;
  // Found while the first build runs; asked only once a save comes.
  const generatorReads = filesTheGeneratorReads();
  const runner = await createSiteRunner((line) => console.log(line));
  let browser = await createBrowserCompiler();
  /** A client behaviour was added or removed: the browser compile has new entry points. */
  let browserEntriesMoved = false;
  let scripts: BrowserScripts | null = null;
  let written: Written | null = null;
  /** The content passed validation as the runner holds it now. */
  let contentChecked = false;

  /**
   * `moved`: the saved files that were added or removed. `before`: the saved files' sizes and
   * times as the rebuild began.
   */
  async function rebuild(saved: ReadonlySet<string>, moved: ReadonlySet<string>, before = new Map<string, string>()) {
    const started = performance.now();
    const steps = new StepTimer();
    const releaseLock = await acquireBuildLock({ onWait: (message) => console.log(message) });
    try {
      await runner.invalidate(saved, moved);
      if (browserEntriesMoved) {
        await browser.dispose();
        browser = await createBrowserCompiler();
        browserEntriesMoved = false;
        scripts = null;
      }
      if (!scripts || [...saved].some(browser.reads)) scripts = await browser.compile();
      if (!runner.version(contentEntry)) contentChecked = false;
      const modules = await runner.load(scripts, contentChecked ? undefined : validateWithLines);
      contentChecked = true;
      steps.done('compile');

      const frame = await pageFrame(modules);
      const frameKey = JSON.stringify([frame.head, frame.builtYear, modules.themeScript, [...modules.behaviours]]);
      const last = written?.frame === frameKey ? written : null;
      const errorScreen = runner.version(errorScreenEntry);
      // A page is current when it was rendered from the module version the runner holds now.
      const current = (route: Route): WrittenPage | null => {
        const page = last?.pages.get(route.output);
        if (!page || page.version !== runner.version(pageFile(route.page))) return null;
        return page.failure === undefined || errorScreen !== undefined ? page : null;
      };
      const stale = modules.routes.filter((route) => !current(route));
      const fresh = await renderPages(modules, {
        routes: stale,
        tolerateRouteErrors: true,
        ...frame,
        liveReloadScript: liveReloadScriptPath,
      });
      const pages = new Map<string, WrittenPage>();
      for (const route of modules.routes) {
        const page = fresh.get(route.output);
        const kept = current(route);
        if (page) pages.set(route.output, { ...page, version: runner.version(pageFile(route.page)) });
        else if (kept) pages.set(route.output, kept);
      }
      steps.done('pages');
      const site = await assemblePages(pages);
      const assets = await runner.publishedImages([...new Set(modules.routes.map((route) => route.page))]);
      const files = await siteOutput(modules, site, frame, assets, [liveReloadScriptPath.slice(1)]);
      steps.done('links');
      const { changed } = await writeChangedFiles(files);
      steps.done('write');
      await runner.succeeded();
      const styleOnly = written !== null && styleOnlyChange(written.published, site.pages);
      written = { pages, published: site.pages, frame: frameKey };
      for (const { route, message } of site.failedRoutes.values()) {
        console.error(`\nRoute ${route.path} (pages/${route.page}.tsx) failed; it shows the error screen:\n${message}`);
      }
      const renderedPages = new Map([...fresh.keys()].map((output) => [output, site.pages.get(output) ?? '']));
      console.log(
        `${formatReport(renderedPages, steps.summary(), site.pages.size)}\nrebuilt in ${Math.round(performance.now() - started)} ms`,
      );
      server.rebuilt(changed === 0 ? 'nothing' : styleOnly ? 'styles' : 'pages');
    } catch (error) {
      contentChecked = false;
      // A file read while it was being written fails for no fault of its own: the rebuild after shows the truth.
      const after = await fingerprints(saved);
      if ([...saved].some((file) => after.get(file) !== before.get(file))) {
        console.log('A saved file changed while it was read; building it again.');
        return;
      }
      const [forTerminal, forPage] = await Promise.all([formatBuildError(error, color), formatBuildError(error, false)]);
      console.error(`Rebuild failed; still serving the last good build.\n${forTerminal}`);
      server.showError(forPage);
    } finally {
      await releaseLock();
    }
  }

  /** Saved files not built yet, with why, and those of them that were added or removed. */
  const pending = new Set<string>();
  const pendingMoved = new Set<string>();
  let reasons: string[] = [];
  /** Each file's size and time as the last rebuild that read it began. */
  const read = new Map<string, string>();
  let draining: Promise<void> | null = null;

  /** Rebuilds until no save is left unbuilt: one save or a burst of them, one rebuild each round. */
  async function drain() {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    while (pending.size > 0) {
      const saved = new Set(pending);
      const moved = new Set(pendingMoved);
      pending.clear();
      pendingMoved.clear();
      console.log(`\n${reasons.join(', ')}`);
      reasons = [];
      const readByGenerator = await generatorReads;
      const forGenerator = [...saved].filter((file) => readByGenerator.has(file));
      if (forGenerator.length > 0) {
        console.log(`${forGenerator.map((file) => path.relative(root, file)).join(', ')}: read by the generator itself; starting again.`);
        await stop(restartCode);
      }
      const before = await fingerprints(saved);
      for (const [file, fingerprint] of before) read.set(file, fingerprint);
      await rebuild(saved, moved, before);
      // A second save within the file watcher's quiet window for that file has no event of its own.
      await saveAgainIfMoved(saved);
      setTimeout(() => void saveAgainIfMoved(saved), recheckMs);
    }
  }

  /** Files that moved since the last rebuild read them, and are not waiting already, are built again. */
  async function saveAgainIfMoved(files: ReadonlySet<string>) {
    for (const [file, fingerprint] of await fingerprints(files)) {
      if (pending.has(file) || fingerprint === read.get(file)) continue;
      noteSave(`change ${path.relative(root, file)} (saved again as it was read)`, file);
    }
  }

  function noteSave(reason: string, file: string, moved = false) {
    pending.add(file);
    if (moved) pendingMoved.add(file);
    if (!reasons.includes(reason)) reasons.push(reason);
    draining ??= drain().finally(() => {
      draining = null;
      // A save that came as the last round ended.
      if (pending.size > 0) noteSave(reasons[0] ?? 'a save', [...pending][0] ?? file);
    });
  }

  const watcher = watch(
    sourceFolders.map((folder) => path.join(root, folder)),
    { ignoreInitial: true },
  );
  watcher.on('all', (event, file) => {
    const absolute = path.resolve(file);
    const moved = event === 'add' || event === 'unlink';
    if (moved && path.dirname(absolute) === clientDir) browserEntriesMoved = true;
    noteSave(`${event} ${path.relative(root, absolute)}`, absolute, moved);
  });

  async function stop(code = 0) {
    await watcher.close();
    await server.close();
    await Promise.all([runner.close(), browser.dispose()]);
    process.exit(code);
  }
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  // Watching before the first build, so a save made during it is built next, after it.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  console.log('first build');
  draining = rebuild(new Set(), new Set()).finally(() => {
    draining = null;
    if (pending.size > 0) noteSave(reasons[0] ?? 'a save', [...pending][0] ?? '');
  });
  // Saves made during the first build are built before the address is given.
  while (draining !== null) await draining;
  console.log(`Serving dist/ at ${devAddress(host, port)} (Ctrl-C to stop)`);
  // vanilla-extract's compiler loads on the first style edit; loaded now, that edit is as quick as the next.
  void import('@vanilla-extract/integration');
}

/** Each file's size and modification time: a save moves one or both. */
async function fingerprints(files: ReadonlySet<string>) {
  const entries = await Promise.all(
    [...files].map(async (file) => {
      const info = await stat(file).catch(() => null);
      return [file, info ? `${info.size}:${info.mtimeMs}:${info.ino}` : 'missing'] as const;
    }),
  );
  return new Map(entries);
}
