import path from 'node:path';
import { readdir } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { imagePlugin } from './image-plugin';
import { markdownPlugin } from './markdown-plugin';
import { styleCachePlugin } from './style-cache-plugin';
import { keepFile, pruneCache } from './cache-store';
import { pageModules } from '../pages/routes';
import { cacheDir, clientDir, contentEntry, errorScreenEntry, pagesDir, root, schemaEntry, siteEntry, siteRoutesEntry, themeScriptEntry } from './paths';

/** One compiled page module: its JavaScript for Node and the CSS its components import. */
export interface CompiledModule {
  /** The compiled module, written under node_modules/.cache with a content-hashed name. */
  file: string;
  css: string;
  /** Every source file its JavaScript and CSS were built from, shared chunks included. */
  inputs: string[];
}

export interface Compilation {
  pages: Map<string, CompiledModule>;
  errorScreen: CompiledModule;
  /** Client behaviours by name (client/menu.ts is `menu`), each its public URL. */
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
}

const browserTargets = ['chrome100', 'firefox100', 'safari15', 'edge100'];
const publicPath = '/';

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
  const encodedImages = new Map<string, { file: string; contents: Uint8Array }[]>();

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
    splitting: true,
    target: browserTargets,
    outdir: 'out',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/shared-[hash]',
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

  /** `changed`: files saved since the last compile, if known; browser code that read none is reused. */
  async function compile(changed?: ReadonlySet<string>): Promise<Compilation> {
    // Before anything is read from the cache, so whatever it removes is simply made again.
    await pruneCache(cacheDir);
    const [serverResult, clientResult, themeResult] = await Promise.all([
      server.rebuild(),
      clientWhenChanged(changed),
      themeScriptWhenChanged(changed),
    ]);
    const files = new Map<string, Uint8Array>();
    const serverModules = await collectServerModules(serverResult, files, pageEntries);
    // Only the images the pages still import: a removed import leaves nothing behind.
    for (const input of Object.keys(serverResult.metafile.inputs)) {
      // Local images are keyed by path, remote ones by URL (esbuild lists them as remote-image:URL).
      const key = input.startsWith('remote-image:') ? input.slice('remote-image:'.length) : path.resolve(root, input);
      for (const image of encodedImages.get(key) ?? []) files.set(image.file, image.contents);
    }
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
      behaviours: collectBehaviours(clientResult, files),
      themeScript: themeResult.outputFiles[0]?.text.trim() ?? '',
      files,
    };
  }

  /** The pages again, with source maps: for telling where one threw. */
  async function compileWithSourceMaps(): Promise<Map<string, CompiledModule>> {
    // Positions are all a stack trace needs; the sources are on disk.
    mappedServer ??= await esbuild.context({ ...serverOptions, sourcemap: 'linked', sourcesContent: false });
    return collectServerModules(await mappedServer.rebuild(), new Map(), pageEntries);
  }

  async function dispose() {
    await Promise.all([server.dispose(), client.dispose(), themeScript.dispose(), mappedServer?.dispose()]);
  }

  return { compile, compileWithSourceMaps, dispose };
}

/** Rebuilds a context only when one of the files its last build read has changed. */
function reusing<Options extends esbuild.BuildOptions>(context: esbuild.BuildContext<Options>) {
  let last: esbuild.BuildResult<Options> | null = null;
  let inputs = new Set<string>();
  return async (changed?: ReadonlySet<string>) => {
    if (last && changed && ![...changed].some((file) => inputs.has(file))) return last;
    last = await context.rebuild();
    inputs = new Set(Object.keys(last.metafile?.inputs ?? {}).map((input) => path.resolve(root, input)));
    return last;
  };
}

async function listBehaviours() {
  const names = (await readdir(clientDir)).filter((file) => /^[a-z-]+\.ts$/.test(file));
  return Object.fromEntries(names.map((file) => [file.replace(/\.ts$/, ''), path.join(clientDir, file)]));
}

type Result = esbuild.BuildResult<{ metafile: true; write: false }>;

async function collectServerModules(result: Result, _files: Map<string, Uint8Array>, entries: Record<string, string>) {
  const nameOf = new Map(Object.entries(entries).map(([name, file]) => [path.resolve(file), name]));
  const relative = (output: string) => relativeOutput(cacheDir, output);
  const texts = new Map(result.outputFiles.map((file) => [relative(file.path), file]));
  const modules = new Map<string, CompiledModule>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = nameOf.get(path.resolve(root, meta.entryPoint)) ?? meta.entryPoint;
    const css = meta.cssBundle ? (texts.get(relative(meta.cssBundle))?.text ?? '') : '';
    modules.set(name, { file: path.join(cacheDir, relative(output)), css: css.trim(), inputs: inputsOf(result, output) });
  }
  const writes: Promise<void>[] = [];
  // Names are content hashes of esbuild's output, so an existing file must hold exactly that.
  for (const [output, file] of texts) {
    if (output.endsWith('.js') || output.endsWith('.js.map')) writes.push(keepFile(path.join(cacheDir, output), file.contents));
  }
  await Promise.all(writes);
  return modules;
}

/** The sources an output and the chunks it imports were built from, its CSS bundle's too. */
function inputsOf(result: Result, output: string) {
  const inputs = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const meta = result.metafile.outputs[name];
    if (!meta || seen.has(name)) return;
    seen.add(name);
    // vanilla-extract's virtual CSS modules carry their source file before the query.
    for (const input of Object.keys(meta.inputs)) inputs.add(path.resolve(root, (input.replace(/^[\w-]+:/, '').split('?')[0] ?? input).replace(/\.vanilla\.css$/, '')));
    for (const imported of meta.imports) if (!imported.external) visit(imported.path);
    if (meta.cssBundle) visit(meta.cssBundle);
  };
  visit(output);
  return [...inputs];
}

function collectBehaviours(result: Result, files: Map<string, Uint8Array>) {
  const relative = (output: string) => relativeOutput(path.join(root, 'out'), output);
  const behaviours = new Map<string, string>();
  for (const file of result.outputFiles) files.set(relative(file.path), file.contents);
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) behaviours.set(path.basename(meta.entryPoint, '.ts'), publicPath + relative(output));
  }
  return behaviours;
}

/** An output's path inside its outdir; esbuild gives it absolute or from the root. */
function relativeOutput(outdir: string, outputPath: string) {
  return path.relative(outdir, path.resolve(root, outputPath)).split(path.sep).join('/');
}
