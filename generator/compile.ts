import path from 'node:path';
import * as esbuild from 'esbuild';
import { imagePlugin } from './image-plugin';
import { markdownPlugin } from './markdown-plugin';
import { styleCachePlugin } from './style-cache-plugin';
import { pruneCache } from './cache-store';
import { pageModules } from '../pages/routes';
import {
  cacheDir,
  contentEntry,
  errorScreenEntry,
  pagesDir,
  root,
  schemaEntry,
  siteEntry,
  siteRoutesEntry,
  themeScriptEntry,
} from './paths';
import { type CompiledModule, compiledModules, sourcesRead } from './compiled-modules';
import { writeCompiledModules } from './module-cache';
import { type EncodedImages, usedImages } from './used-images';
import { collectBehaviours, listBehaviours } from './behaviours';
import { SupersededBuild } from './superseded-build';

export type { CompiledModule } from './compiled-modules';

export interface Compilation {
  pages: Map<string, CompiledModule>;
  errorScreen: CompiledModule;
  /** Client behaviours by name (client/menu.ts is `menu`), each its compiled code. */
  behaviours: Map<string, string>;
  /** The inline head script that sets the colour mode before first paint. */
  themeScript: string;
  /** data/site.ts compiled alone: what the head, the year and the crawl files need, without zod. */
  site: CompiledModule;
  /** pages/site-routes.ts compiled: every route, one per project included. */
  routes: CompiledModule;
  /** data/content.ts compiled: every collection, imported only to validate changed content or name a dangling link's source. */
  content: CompiledModule;
  /** Every file to write under dist/ besides the pages: scripts and static assets. */
  files: Map<string, Uint8Array>;
  /** Every source file esbuild read for the pages, the behaviours and the theme script. */
  inputs: ReadonlySet<string>;
}

/** How often a compile asks whether a later save came in: reading one file's hash costs well under 1 ms. */
const supersededPollMs = 5;

const browserTargets = ['chrome100', 'firefox100', 'safari15', 'edge100'];

/**
 * Three esbuild contexts kept alive between builds so a watch rebuild is incremental:
 * the pages for Node (with vanilla-extract turning .css.ts into CSS), the client
 * behaviours for the browser, and the inline theme script.
 */
export async function createCompiler() {
  const pageEntries = Object.fromEntries([
    ...pageModules.map((page) => [page, path.join(pagesDir, `${page}.tsx`)]),
    ['error-screen', errorScreenEntry],
    // The content as the pages see it, for validation and the generated files; compiled like
    // the pages, so a watch rebuild sees the owner's edits.
    ['content', contentEntry],
    // An entry of its own so the schemas get a chunk of their own that a data edit leaves alone:
    // Node keeps it imported, and zod keeps the parsers it compiled on first use (~10 ms each time).
    ['schema', schemaEntry],
    // data/site.ts alone, for the generated files: it needs no schema, so no zod.
    ['site', siteEntry],
    // The route table with a page per project: it reads data/projects.ts, images and Markdown included.
    ['routes', siteRoutesEntry],
  ]);
  const behaviourEntries = await listBehaviours();
  const encodedImages: EncodedImages = new Map();

  const serverOptions = {
    entryPoints: pageEntries,
    // esbuild's default is the folder tsx started in, which need not be the project's.
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // React and zod are imported from node_modules, once per process. Bundled, zod was ~580 KB
    // for esbuild to print on every rebuild (~45 ms). Everything else (icon sets) is bundled and
    // tree-shaken, because importing a whole icon package costs more than the rest of the build.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zod'],
    // Prefer packages' ES modules: tree-shakable, and their imports of React stay imports.
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    // The modules are imported from cacheDir, so their source maps are relative to it.
    outdir: cacheDir,
    outbase: root,
    // Pages share one chunk of components and data: a save recompiles and re-imports it once.
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      // Answers every .css.ts itself and imports real CSS files: vanilla-extract's own esbuild
      // plugin would only load @vanilla-extract/integration (~150 ms) on every build for nothing.
      styleCachePlugin('short'),
      imagePlugin(encodedImages, (line) => console.log(line)),
      markdownPlugin(),
    ],
  } satisfies esbuild.BuildOptions;
  // Source maps cost ~8 ms a rebuild and matter only when a page throws, so the pages are
  // compiled without them, and once more with them (a second context, made on first need)
  // to tell where a page threw.
  const server = await esbuild.context(serverOptions);
  let mappedServer: esbuild.BuildContext<typeof serverOptions & { sourcemap: 'linked' }> | null = null;

  const client = await esbuild.context({
    entryPoints: behaviourEntries,
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    // Each behaviour bundled whole, its hooks inlined: a page's file joins those it uses (generator/page-scripts.ts).
    splitting: false,
    target: browserTargets,
    outdir: 'out',
    entryNames: '[name]',
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });

  const themeScript = await esbuild.context({
    entryPoints: [themeScriptEntry],
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: browserTargets,
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });

  // The pages always rebuild: vanilla-extract's nested builds read files their metafile omits.
  const clientWhenChanged = reusing(client);
  const themeScriptWhenChanged = reusing(themeScript);

  /**
   * `changed`: files saved since the last compile, if known; browser code that read none is reused,
   * unless its last build failed.
   * `superseded`: a watcher's question whether a later save came in; while it says so, the compile
   * stops where it is and throws SupersededBuild, so the later save starts without waiting it out.
   */
  async function compile(changed?: ReadonlySet<string>, superseded?: () => Promise<boolean>): Promise<Compilation> {
    // Before anything is read from the cache, so whatever it removes is simply made again.
    await pruneCache(cacheDir);
    // Every context settles before this returns: esbuild hands a rebuild asked for mid-build the
    // promise of the one in flight, so a follow-up compile would otherwise get the older save's scripts.
    const building = Promise.allSettled([server.rebuild(), clientWhenChanged(changed), themeScriptWhenChanged(changed)]);
    const cancelled = superseded ? cancelWhen(superseded, building) : () => false;
    const [serverSettled, clientSettled, themeSettled] = await building;
    if (cancelled()) throw new SupersededBuild('compiling');
    const serverResult = settledValue(serverSettled);
    const clientResult = settledValue(clientSettled);
    const themeResult = settledValue(themeSettled);
    const serverModules = compiledModules(serverResult, pageEntries);
    await writeCompiledModules(serverResult);
    const behaviours = collectBehaviours(clientResult);
    const errorScreen = serverModules.get('error-screen');
    if (!errorScreen) throw new Error('The error screen did not compile.');
    serverModules.delete('error-screen');
    const content = serverModules.get('content');
    const site = serverModules.get('site');
    const routes = serverModules.get('routes');
    if (!content || !site || !routes) throw new Error('data/content.ts, data/site.ts or pages/site-routes.ts did not compile.');
    for (const name of ['content', 'schema', 'site', 'routes']) serverModules.delete(name);
    return {
      site,
      routes,
      content,
      pages: serverModules,
      errorScreen,
      behaviours,
      themeScript: themeResult.outputFiles[0]?.text.trim() ?? '',
      files: usedImages(serverResult, encodedImages),
      inputs: new Set([serverResult, clientResult, themeResult].flatMap(sourcesRead)),
    };
  }

  /** Asks `superseded` every few milliseconds until `building` settles, and cancels every context once it says yes. */
  function cancelWhen(superseded: () => Promise<boolean>, building: Promise<unknown>) {
    let settled = false;
    let cancelled = false;
    void building.finally(() => (settled = true));
    const look = async () => {
      if (settled) return;
      const later = await superseded().catch(() => false);
      // Checked again after the question: a compile that has settled meanwhile is the next one's to stop.
      if (settled) return;
      if (!later) return void setTimeout(look, supersededPollMs);
      cancelled = true;
      // A cancel that fails only lets the compile finish; the watcher asks again once it has.
      await Promise.all([server.cancel(), client.cancel(), themeScript.cancel()]).catch(() => undefined);
    };
    setTimeout(look, supersededPollMs);
    return () => cancelled;
  }

  /** The pages again, with source maps: for telling where one threw. */
  async function compileWithSourceMaps(): Promise<Map<string, CompiledModule>> {
    // Positions are all a stack trace needs; the sources are on disk.
    mappedServer ??= await esbuild.context({ ...serverOptions, sourcemap: 'linked', sourcesContent: false });
    const result = await mappedServer.rebuild();
    await writeCompiledModules(result);
    return compiledModules(result, pageEntries);
  }

  async function dispose() {
    await Promise.all([server.dispose(), client.dispose(), themeScript.dispose(), mappedServer?.dispose()]);
  }

  return { compile, compileWithSourceMaps, dispose };
}

function settledValue<Value>(settled: PromiseSettledResult<Value>): Value {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

/**
 * Rebuilds a context only when one of the files its last build read has changed, and always
 * after a build that failed or was stopped: the saves it was asked for are gone with it, and
 * its error must stand until a build succeeds.
 */
function reusing<Options extends esbuild.BuildOptions & { metafile: true }>(context: esbuild.BuildContext<Options>) {
  let last: esbuild.BuildResult<Options> | null = null;
  let inputs = new Set<string>();
  return async (changed?: ReadonlySet<string>) => {
    if (last && changed && ![...changed].some((file) => inputs.has(file))) return last;
    last = null;
    last = await context.rebuild();
    inputs = new Set(sourcesRead(last));
    return last;
  };
}
