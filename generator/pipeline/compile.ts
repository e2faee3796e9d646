import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { Site } from '../../data/types';
import type { Collection } from '../../data/content';
import type { Route } from '../../pages/routes';
import { pageModules } from '../../pages/routes';
import { imagePlugin } from '../assets/image-plugin';
import { markdownPlugin } from '../content/markdown-plugin';
import { pageCss, styleCachePlugin } from '../assets/style-cache-plugin';
import { keepFile, pruneCache } from '../cache/cache-store';
import { cacheDir, contentEntry, errorScreenEntry, pageFile, root, schemaEntry, siteEntry, siteRoutesEntry } from '../paths';
import { type BuildResult, type CompiledModule, compiledModules, relativeOutput } from './compiled-modules';
import { type EncodedImages, usedImages } from '../assets/used-images';
import { createBrowserCompiler } from './browser-scripts';
import { validateContentOnce } from '../content/validate-once';
import { componentOf, loadData, type PageModule, type SiteModules } from './site-modules';

/** The site's server entries: every page module, the error screen, and the data the build reads alone. */
function serverEntries() {
  return Object.fromEntries([
    ...pageModules.map((page) => [page, pageFile(page)]),
    ['error-screen', errorScreenEntry],
    // The content as the pages see it, for validation and the generated files.
    ['content', contentEntry],
    // An entry of its own, so the schemas are one chunk that zod compiles its parsers for once.
    ['schema', schemaEntry],
    // data/site.ts alone, for the generated files: it needs no schema, so no zod.
    ['site', siteEntry],
    // The route table with a page per project: it reads data/projects.ts, images and Markdown included.
    ['routes', siteRoutesEntry],
  ]);
}

/** esbuild's options for the pages, the content and the route table, bundled for Node. */
export function serverBuildOptions(encodedImages: EncodedImages) {
  return {
    entryPoints: serverEntries(),
    // esbuild's default is the folder the build started in, which need not be the project's.
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // React and zod are imported from node_modules. Everything else (icon sets) is bundled and
    // tree-shaken, because importing a whole icon package costs more than the rest of the build.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zod'],
    // Prefer packages' ES modules: tree-shakable, and their imports of React stay imports.
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    // The modules are imported from cacheDir, so their source maps are relative to it; a page that
    // throws is named by its own file and line.
    outdir: cacheDir,
    outbase: root,
    sourcemap: 'linked',
    sourcesContent: false,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [styleCachePlugin(), imagePlugin(encodedImages, (line) => console.log(line)), markdownPlugin()],
  } satisfies esbuild.BuildOptions;
}

/**
 * Writes the server build's JavaScript (and source maps) under node_modules/.cache, where Node
 * imports it from. Names are content hashes of esbuild's output, so a file already there must
 * hold exactly that and is not written again.
 */
async function writeCompiledModules(result: BuildResult) {
  const modules = result.outputFiles.filter((file) => /\.js(\.map)?$/.test(file.path));
  await Promise.all(modules.map((file) => keepFile(path.join(cacheDir, relativeOutput(cacheDir, file.path)), file.contents)));
}

/**
 * The one-off build's compile: the pages, the content and the route table bundled for Node by
 * esbuild (stylesheets, images and Markdown through the shared loaders), and the browser's
 * scripts. Returns the site's modules, loaded with the content validated, and every image to publish.
 */
export async function compileSite() {
  // Before anything is read from the cache, so whatever it removes is simply made again.
  await pruneCache(cacheDir);
  const encodedImages: EncodedImages = new Map();
  const options = serverBuildOptions(encodedImages);
  const browser = await createBrowserCompiler();
  const [result, scripts] = await Promise.all([esbuild.build(options), browser.compile()]).finally(() => browser.dispose());
  await writeCompiledModules(result);
  const compiled = compiledModules(result, options.entryPoints);
  const module = (name: string): CompiledModule => {
    const found = compiled.get(name);
    if (!found) throw new Error(`${name} did not compile.`);
    return found;
  };
  // Every compiled module is imported by its content-hashed name.
  const load = <Module>(name: string) => loadData(() => import(pathToFileURL(module(name).file).href) as Promise<Module>);
  const page = async <Props>(name: string, source: string): Promise<PageModule<Props>> => ({
    Page: componentOf<Props>(await import(pathToFileURL(module(name).file).href), source),
    css: await pageCss(module(name).cssFiles),
  });
  const collections = async () => (await load<{ collections: readonly Collection[] }>('content')).collections;
  // Checked before the route table derives anything (a project's address) from the content.
  await validateContentOnce(module('content').file, collections);
  const modules: SiteModules = {
    site: (await load<{ site: Site }>('site')).site,
    routes: (await load<{ siteRoutes: readonly Route[] }>('routes')).siteRoutes,
    collections,
    page: (name) => page(name, `pages/${name}.tsx`),
    errorScreen: () => page('error-screen', 'components/ErrorScreen.tsx'),
    ...scripts,
  };
  return { modules, assets: usedImages(result, encodedImages) };
}
