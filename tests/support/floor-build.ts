/**
 * The floor a cold build is compared with (`npm run bench`): the least a generator of this
 * architecture does. esbuild with vanilla-extract's plugin behind the project's style cache
 * compiles the same pages, and each route is rendered with `renderToStaticMarkup` into a
 * temporary folder: no browser scripts, head images, validation, checks or atomic swap.
 * bench compiles it to plain JavaScript and runs it with plain Node, like the generator.
 */
import '../../generator/react-mode';
import path from 'node:path';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { styleCachePlugin } from '../../generator/assets/style-cache-plugin';
import { imagePlugin } from '../../generator/assets/image-plugin';
import { markdownPlugin } from '../../generator/content/markdown-plugin';
import { cacheDir, pageFile, pagesDir, root } from '../../generator/paths';
import { pageModules, type Route } from '../../pages/routes';
import type { ComponentType } from 'react';
import type { PageProps } from '../../components/Document';

const outdir = path.join(cacheDir, 'floor');
const result = await esbuild.build({
  // Every page module, and the route table with a page per project (it reads the content, so it is compiled too).
  entryPoints: {
    ...Object.fromEntries(pageModules.map((page) => [page, pageFile(page)])),
    routes: path.join(pagesDir, 'site-routes.ts'),
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zod'],
  mainFields: ['module', 'main'],
  jsx: 'automatic',
  outdir,
  outbase: root,
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: 'error',
  plugins: [styleCachePlugin(), vanillaExtractPlugin({ identifiers: 'short' }), imagePlugin(new Map(), () => {}), markdownPlugin()],
});

// Imported here, after generator/react-mode.ts has chosen React's production build.
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const head = {
  iconSvg: '/i.svg',
  iconPng: '/i.png',
  appleTouchIcon: '/a.png',
  manifest: '/m',
  socialImage: { url: '/s.png', width: 1200, height: 630, alt: '' },
};
const dist = await mkdtemp(path.join(tmpdir(), 'floor-'));
const outputs = Object.entries(result.metafile.outputs);
const compiledModule = (entry: string) => {
  const [file] = outputs.find(([, output]) => output.entryPoint?.endsWith(entry)) ?? [];
  return pathToFileURL(path.resolve(root, file ?? '')).href;
};
const routes = ((await import(compiledModule('pages/site-routes.ts'))) as { siteRoutes: readonly Route[] }).siteRoutes;
for (const route of routes) {
  const [file, meta] = outputs.find(([, output]) => output.entryPoint?.endsWith(`pages/${route.page}.tsx`)) ?? [];
  const css = meta?.cssBundle ? await readFile(path.resolve(root, meta.cssBundle), 'utf8') : '';
  const Page = ((await import(pathToFileURL(path.resolve(root, file ?? '')).href)) as { default: ComponentType<PageProps> }).default;
  const html = renderToStaticMarkup(createElement(Page, { context: { path: route.path, css, themeScript: '', builtYear: 2026, head } }));
  await mkdir(path.dirname(path.join(dist, route.output)), { recursive: true });
  await writeFile(path.join(dist, route.output), `<!DOCTYPE html>${html}`);
}
await rm(dist, { recursive: true, force: true });
console.log(`floor: ${routes.length} pages`);
