import path from 'node:path';
import { cacheFolder } from './cache/cache-core.mjs';

declare global {
  /** Set by generator/launch.mjs, which runs this code compiled into node_modules/.cache. */
  var portfolioProjectRoot: string | undefined;
}

/** Every folder the build reads or writes: the project this script belongs to, wherever it is run from. */
export const root = globalThis.portfolioProjectRoot ?? path.resolve(import.meta.dirname, '..');
export const sourceFolders = ['pages', 'components', 'styles', 'data', 'client', 'assets'] as const;
export const pagesDir = path.join(root, 'pages');
/** A page module's file: `home` is pages/home.tsx. */
export const pageFile = (page: string) => path.join(pagesDir, `${page}.tsx`);
export const clientDir = path.join(root, 'client');
export const themeScriptEntry = path.join(clientDir, 'head', 'theme-init.ts');
export const errorScreenEntry = path.join(root, 'components', 'ErrorScreen.tsx');
export const contentEntry = path.join(root, 'data', 'content.ts');
export const siteEntry = path.join(root, 'data', 'site.ts');
export const siteRoutesEntry = path.join(root, 'pages', 'site-routes.ts');
export const schemaEntry = path.join(root, 'data', 'schema.ts');
export const distDir = path.join(root, 'dist');
/** Compiled page modules are imported from here, inside the project so `react` resolves. */
export const cacheDir = path.join(root, cacheFolder);

/** The watch server's live-reload script: pages rendered in watch mode load it (generator/dev/server.ts serves it). */
export const liveReloadScriptPath = '/__live-reload.js';

/** A script of the site's own, not a package's. */
export const siteScript = (id: string) =>
  id.startsWith(`${root}${path.sep}`) && !id.includes(`${path.sep}node_modules${path.sep}`) && /\.[cm]?[jt]sx?$/.test(id);
