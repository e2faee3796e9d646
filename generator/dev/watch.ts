/**
 * `npm run dev` (`tsx build.ts --watch`): builds the site, serves dist/ with live reload, and
 * rebuilds on every save. A save re-evaluates only the modules it changed (generator/dev/module-runner.ts)
 * and renders only the routes whose page those modules reach, plus every route the content adds;
 * then the same steps as a one-off build check the links and write what changed.
 */
import path from 'node:path';
import { signature } from '../cache/cache-store';
import { clientDir, contentEntry, errorScreenEntry, liveReloadScriptPath, pageFile, root, sourceFolders } from '../paths';
import { createBrowserCompiler, type BrowserScripts } from '../pipeline/browser-scripts';
import { assemblePages, type RenderedPage, renderPages } from '../pipeline/render';
import { pageFrame, siteOutput } from '../pipeline/site-output';
import { writeChangedFiles } from '../publish/write';
import { acquireBuildLock } from '../publish/lock';
import { formatBuildError } from '../errors';
import { formatReport, StepTimer } from '../pipeline/report';
import { validateWithLines } from '../content/validate-once';
import { createSiteRunner } from './module-runner';
import { startDevServer } from './server';
import { styleOnlyChange } from './style-only';
import { type SourceEvent, watchSources } from './source-watcher';
import { filesTheGeneratorReads, restartCode } from './restart';
import type { Route } from '../../pages/routes';

/** Saves that land together (an editor writing several files) make one rebuild. */
const settleMs = 2;

/** A page as written, with the version of the module it was rendered from. */
type WrittenPage = RenderedPage & { version: unknown };

/** A rebuild given up because a file it read was saved again: the next one reads the new save. */
class SavedAgain extends Error {}

export async function watchAndServe() {
  // Before anything is built: a taken port ends here, with dist/ untouched.
  const server = await startDevServer();
  const color = process.stdout.isTTY;
  // Found while the first build runs; asked only once a save comes.
  const generatorReads = filesTheGeneratorReads();
  const runner = await createSiteRunner((line) => console.log(line));
  let browser = await createBrowserCompiler();
  /** A client behaviour was added or removed: the browser compile has new entry points. */
  let browserEntriesMoved = false;
  let scripts: BrowserScripts | null = null;
  /** dist/'s pages as this watcher last wrote them, and what every page showed besides its own modules. */
  let written: { pages: Map<string, WrittenPage>; published: ReadonlyMap<string, string>; frame: string } | null = null;
  /** The content passed validation as the runner holds it now. */
  let contentChecked = false;
  /** Each saved file's size and time as the rebuild that reads it began. */
  const read = new Map<string, string>();
  const savedSinceRead = (files: Iterable<string>) => [...files].filter((file) => fingerprint(file) !== read.get(file));

  /** `saved`: each saved file, and whether it was added, changed or removed. */
  async function rebuild(saved: ReadonlyMap<string, SourceEvent>) {
    const started = performance.now();
    const steps = new StepTimer();
    // Between steps: a second save (an editor formatting on save) stops a rebuild that is already stale.
    const stillCurrent = () => {
      if (savedSinceRead(saved.keys()).length > 0) throw new SavedAgain();
    };
    const releaseLock = await acquireBuildLock({ onWait: (message) => console.log(message) });
    try {
      await runner.invalidate(
        [...saved.keys()],
        [...saved].flatMap(([file, event]) => (event === 'change' ? [] : [file])),
      );
      if (browserEntriesMoved) {
        await browser.dispose();
        browser = await createBrowserCompiler();
        browserEntriesMoved = false;
        scripts = null;
      }
      if (!scripts || [...saved.keys()].some(browser.reads)) scripts = await browser.compile();
      if (!runner.version(contentEntry)) contentChecked = false;
      const modules = await runner.load(scripts, contentChecked ? undefined : validateWithLines);
      contentChecked = true;
      steps.done('compile');
      stillCurrent();

      const frame = await pageFrame(modules);
      const frameKey = JSON.stringify([frame.head, frame.builtYear, modules.themeScript, [...modules.behaviours]]);
      const errorScreen = runner.version(errorScreenEntry);
      // A page is current when it was rendered from the module version the runner holds now.
      const current = (route: Route): WrittenPage | null => {
        const page = written?.frame === frameKey ? written.pages.get(route.output) : undefined;
        if (!page || page.version !== runner.version(pageFile(route.page))) return null;
        return page.failure === undefined || errorScreen !== undefined ? page : null;
      };
      const fresh = await renderPages(modules, {
        routes: modules.routes.filter((route) => !current(route)),
        tolerateRouteErrors: true,
        ...frame,
        liveReloadScript: liveReloadScriptPath,
        beforeEachRoute: stillCurrent,
      });
      const pages = new Map<string, WrittenPage>();
      for (const route of modules.routes) {
        const page = fresh.get(route.output);
        const kept = page ? { ...page, version: runner.version(pageFile(route.page)) } : current(route);
        if (kept) pages.set(route.output, kept);
      }
      steps.done('pages');
      stillCurrent();

      const site = await assemblePages(pages);
      const assets = await runner.publishedImages([...new Set(modules.routes.map((route) => route.page))]);
      const files = await siteOutput(modules, site, frame, assets, [liveReloadScriptPath.slice(1)]);
      steps.done('links');
      stillCurrent();

      const { changed } = await writeChangedFiles(files);
      steps.done('write');
      const styleOnly = written !== null && styleOnlyChange(written.published, site.pages);
      written = { pages, published: site.pages, frame: frameKey };
      // Open pages hear first; the caches for the next process are written after.
      server.rebuilt(changed === 0 ? 'nothing' : styleOnly ? 'styles' : 'pages');
      await runner.succeeded();
      for (const { route, message } of site.failedRoutes.values()) {
        console.error(`\nRoute ${route.path} (pages/${route.page}.tsx) failed; it shows the error screen:\n${message}`);
      }
      const took = `rebuilt in ${Math.round(performance.now() - started)} ms`;
      // The table of pages (gzip sizes take a few ms) is for the build the owner will see, not one a newer save replaces.
      const renderedPages = new Map([...fresh.keys()].map((output) => [output, site.pages.get(output) ?? '']));
      console.log(
        pending.size > 0
          ? `${took}; a newer save is next`
          : `${await formatReport(renderedPages, steps.summary(), site.pages.size)}\n${took}`,
      );
    } catch (error) {
      contentChecked = false;
      // A file read while it was being written fails for no fault of its own: the rebuild after shows the truth.
      if (error instanceof SavedAgain || savedSinceRead(saved.keys()).length > 0) {
        console.log('A saved file changed again while it was read; building it again.');
        return;
      }
      const [forTerminal, forPage] = await Promise.all([formatBuildError(error, color), formatBuildError(error, false)]);
      console.error(`Rebuild failed; still serving the last good build.\n${forTerminal}`);
      server.showError(forPage);
    } finally {
      await releaseLock();
    }
  }

  /** Saved files not built yet, each with what became of it: added or removed outweighs changed. */
  const pending = new Map<string, SourceEvent>();
  let draining: Promise<void> | null = null;

  /** Rebuilds until no save is left unbuilt: one save or a burst of them, one rebuild each round. */
  async function drain() {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    while (pending.size > 0) {
      const saved = new Map(pending);
      // What this rebuild reads: a later report of the same write is no new save.
      for (const file of saved.keys()) {
        read.set(file, fingerprint(file));
        pending.delete(file);
      }
      console.log(`\n${[...saved].map(([file, event]) => `${event} ${path.relative(root, file)}`).join(', ')}`);
      const readByGenerator = await generatorReads;
      const forGenerator = [...saved.keys()].filter((file) => readByGenerator.has(file));
      if (forGenerator.length > 0) {
        console.log(`${forGenerator.map((file) => path.relative(root, file)).join(', ')}: read by the generator itself; starting again.`);
        await stop(restartCode);
      }
      await rebuild(saved);
    }
    draining = null;
  }

  function noteSave(event: SourceEvent, file: string) {
    if (event !== 'change' || !pending.has(file)) pending.set(file, event);
    draining ??= drain();
  }

  // Watching before the first build, so a save made during it is built next, after it.
  const watcher = watchSources(
    sourceFolders.map((folder) => path.join(root, folder)),
    (event, file) => {
      const moved = event !== 'change';
      // A write reports itself more than once; a report of what the rebuild already read is no save.
      if (!moved && !pending.has(file) && fingerprint(file) === read.get(file)) return;
      if (moved && path.dirname(file) === clientDir) browserEntriesMoved = true;
      noteSave(event, file);
    },
  );

  async function stop(code = 0) {
    watcher.close();
    await server.close();
    await Promise.all([runner.close(), browser.dispose()]);
    process.exit(code);
  }
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  console.log('first build');
  draining = rebuild(new Map()).then(drain);
  // Saves made during the first build are built before the address is given.
  while (draining !== null) await draining;
  console.log(`Serving dist/ at ${server.address} (Ctrl-C to stop)`);
  // A save that comes meanwhile is built after it, as after a rebuild; a stylesheet that fails says so when it is built.
  draining = runner
    .warm()
    .catch(() => {})
    .then(drain);
}

/** A file's size and modification time: a save moves them. */
const fingerprint = (file: string) => signature(file) ?? 'missing';
