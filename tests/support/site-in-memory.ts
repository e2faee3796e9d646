import { createCompiler } from '../../generator/compile';
import { renderSite } from '../../generator/render';
import { buildHeadAssets } from '../../generator/head-assets';
import { importData } from '../../generator/load';
import type { Site } from '../../data/types';
import type { Route } from '../../pages/routes';

/** The site as a production build renders it, held in memory (nothing is written). */
export async function renderSiteInMemory() {
  const compiler = await createCompiler();
  try {
    const compilation = await compiler.compile();
    const { site: content } = await importData<{ site: Site }>(compilation.site.file, 'site', compiler.compileWithSourceMaps);
    const { head } = await buildHeadAssets(content);
    const { siteRoutes } = await importData<{ siteRoutes: readonly Route[] }>(
      compilation.routes.file,
      'routes',
      compiler.compileWithSourceMaps,
    );
    const site = await renderSite(compilation, { routes: siteRoutes, tolerateRouteErrors: false, builtYear: 2026, head });
    // The shared files the pages link to (the icon sprite) beside the compiled ones.
    const shared = [...site.files].map(([path, text]) => [path, new TextEncoder().encode(text)] as const);
    return { site, files: new Map([...compilation.files, ...shared]) };
  } finally {
    await compiler.dispose();
  }
}
