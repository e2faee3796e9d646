/**
 * The watcher's compiler: Vite's module runner evaluates the site's sources in this process, and a
 * save re-evaluates only the saved modules and those importing them; the old versions are freed.
 * It loads stylesheets, Markdown and images through the one-off build's own loaders
 * (generator/dev/vite-plugins.ts), so both write the same dist/.
 */
import { createServer, type DevEnvironment } from 'vite';
import { createNodeImportMeta, ModuleRunner, type ModuleRunnerTransport } from 'vite/module-runner';
import type { Collection } from '../../data/content';
import type { Site } from '../../data/types';
import type { Route } from '../../pages/routes';
import { contentEntry, errorScreenEntry, pageFile, root, schemaEntry, siteEntry, siteRoutesEntry } from '../paths';
import type { EncodedImages } from '../assets/used-images';
import type { BrowserScripts } from '../pipeline/browser-scripts';
import { componentOf, loadData, type PageModule, type SiteModules } from '../pipeline/site-modules';
import { cssFileOf, imageSourceOf, sitePlugins } from './vite-plugins';
import { pageCss } from '../assets/style-cache-plugin';

export async function createSiteRunner(log: (line: string) => void) {
  const encodedImages: EncodedImages = new Map();
  const files = sitePlugins(encodedImages, log, {
    evaluate: (id) => runner.import(id),
    importsOf: (id) => runner.evaluatedModules.getModuleById(id)?.imports ?? [],
  });
  const server = await createServer({
    configFile: false,
    envFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    clearScreen: false,
    // The watcher watches and serves; Vite only transforms.
    server: { middlewareMode: true, watch: null, ws: false, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [files.plugin],
  });
  const environment = server.environments.ssr;
  const runner = new ModuleRunner({
    transport: trustingCachedModules(environment),
    hmr: false,
    createImportMeta: createNodeImportMeta,
    // An error's frames are mapped to the owner's files when its stack is read. Node's own source maps would
    // parse every module's map each time it is evaluated again.
    sourcemapInterceptor: 'prepareStackTrace',
  });
  const graph = runner.evaluatedModules;

  /** Forgets a module's code and the server's transform of it: the next import transforms it again. */
  function forget(id: string, again: Set<string>) {
    const node = graph.getModuleById(id);
    if (!node) return;
    for (const transformed of environment.moduleGraph.getModulesByFile(node.file) ?? [])
      environment.moduleGraph.invalidateModule(transformed);
    graph.invalidateModule(node);
    reevaluate(node.importers, again);
  }

  /** Forgets modules' evaluations, and every importer's; each keeps its code, since its source did not change. */
  function reevaluate(ids: Iterable<string>, again: Set<string>) {
    for (const id of ids) {
      const node = graph.getModuleById(id);
      if (!node || again.has(id)) continue;
      again.add(id);
      Object.assign(node, { evaluated: false, promise: undefined, exports: undefined });
      node.imports.clear();
      reevaluate(node.importers, again);
    }
  }

  /**
   * The modules whose evaluation failed: they keep their error, and one whose import could not be
   * resolved (a file not written yet) keeps it even once the file is there.
   */
  async function failedModules() {
    const nodes = [...graph.idToModuleMap.values()].filter((node) => node.promise);
    const settled = await Promise.allSettled(nodes.map((node) => node.promise));
    return nodes.filter((_, index) => settled[index]?.status === 'rejected').map((node) => node.id);
  }

  /**
   * Forgets what the saved files built. A stylesheet's compiled module holds the CSS of the
   * stylesheets it imports, so a save of one reaches every stylesheet that read it. Every module
   * that failed, and the importers of a file added or removed (`moved`), are transformed again, so
   * their imports resolve to the files there are now.
   */
  async function invalidate(saved: readonly string[], moved: readonly string[]) {
    const again = new Set<string>();
    // Before the saves' importers are re-evaluated, which clears the failures this looks for.
    for (const id of await failedModules()) forget(id, again);
    for (const file of moved) {
      for (const node of graph.getModulesByFile(file) ?? []) for (const importer of node.importers) forget(importer, again);
    }
    for (const file of [...saved, ...files.stylesheetsReading(saved)]) {
      for (const node of graph.getModulesByFile(file) ?? []) forget(node.id, again);
      environment.moduleGraph.onFileChange(file);
    }
  }

  const importFile = (file: string) => runner.import(file) as Promise<unknown>;

  const collections = async () =>
    (await loadData(() => importFile(contentEntry) as Promise<{ collections: readonly Collection[] }>)).collections;

  /**
   * The sources evaluated as they are on disk now, with the browser's scripts compiled elsewhere.
   * `validate` checks the content first, before the route table derives anything from it.
   */
  async function load(scripts: BrowserScripts, validate?: (content: readonly Collection[]) => Promise<void>): Promise<SiteModules> {
    await files.start();
    if (validate) await validate(await collections());
    const [{ site }, { siteRoutes }] = await Promise.all([
      loadData(() => importFile(siteEntry) as Promise<{ site: Site }>),
      loadData(() => importFile(siteRoutesEntry) as Promise<{ siteRoutes: readonly Route[] }>),
    ]);
    const page = async <Props>(file: string, source: string): Promise<PageModule<Props>> => ({
      Page: componentOf<Props>(await importFile(file), source),
      css: await pageCss(cssImports(file)),
    });
    const modules: SiteModules = {
      site,
      routes: siteRoutes,
      collections,
      page: (name) => page(pageFile(name), `pages/${name}.tsx`),
      errorScreen: () => page(errorScreenEntry, 'components/ErrorScreen.tsx'),
      ...scripts,
    };
    return modules;
  }

  /** Every module `entry` imports, itself included, depth first in import order (as esbuild orders CSS). */
  function reachable(entry: string, seen = new Set<string>()) {
    const order: string[] = [];
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      order.push(id);
      for (const imported of graph.getModuleById(id)?.imports ?? []) visit(imported);
    };
    visit(entry);
    return order;
  }

  const cssImports = (entry: string) => reachable(entry).flatMap((id) => cssFileOf(id) ?? []);

  /**
   * The images the site's modules import, by published path: what esbuild's metafile lists in a
   * one-off build. Every entry is evaluated first, the content and schemas included.
   */
  async function publishedImages(pages: readonly string[]) {
    const entries = [...pages.map(pageFile), errorScreenEntry, contentEntry, schemaEntry, siteEntry, siteRoutesEntry];
    for (const entry of entries) await importFile(entry);
    const seen = new Set<string>();
    const published = new Map<string, Uint8Array>();
    for (const entry of entries) {
      for (const id of reachable(entry, seen)) {
        const source = imageSourceOf(id);
        for (const image of (source && encodedImages.get(source)) || []) published.set(image.file, image.contents);
      }
    }
    return published;
  }

  return {
    invalidate,
    load,
    publishedImages,
    /**
     * The evaluated module of a file, as an identity: the same object until a save reaches the
     * module, undefined while it is not evaluated.
     */
    version: (file: string): unknown => {
      const node = graph.getModuleById(file);
      return node?.evaluated ? node.exports : undefined;
    },
    /** Keeps what the stylesheet and Markdown loaders compiled, for the next process. */
    succeeded: () => files.save(),
    warm: () => files.warm(),
    close: async () => {
      await Promise.all([runner.close(), server.close()]);
    },
  };
}

/**
 * Vite's in-process transport, except that a module the runner still holds is taken as current
 * without asking the server: the runner forgets a module's code exactly when a save reaches its
 * file (createSiteRunner's `forget`), and asking would resolve every import of every module a save
 * re-evaluates again.
 */
function trustingCachedModules(environment: DevEnvironment): ModuleRunnerTransport {
  return {
    invoke: async (payload) => {
      const call =
        payload.type === 'custom' && payload.event === 'vite:invoke' ? (payload.data as { name: string; data: unknown[] }) : null;
      const options = call?.name === 'fetchModule' ? (call.data[2] as { cached?: boolean } | undefined) : undefined;
      if (options?.cached) return { result: { cache: true } };
      return environment.hot.handleInvoke(payload);
    },
  };
}
