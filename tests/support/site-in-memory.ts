import { compileSite } from '../../generator/pipeline/compile';
import { assemblePages, renderPages } from '../../generator/pipeline/render';
import { buildHeadAssets } from '../../generator/assets/head-assets';

/** The site as a production build renders it, held in memory (nothing is written). */
export async function renderSiteInMemory() {
  const { modules, assets } = await compileSite();
  const { head } = await buildHeadAssets(modules.site);
  const site = await assemblePages(
    await renderPages(modules, { routes: modules.routes, tolerateRouteErrors: false, builtYear: 2026, head }),
  );
  // The shared files the pages link to (the icon sprite, the font) beside the compiled ones.
  const shared = [...site.files].map(([path, text]) => [path, typeof text === 'string' ? new TextEncoder().encode(text) : text] as const);
  return { site, files: new Map([...assets, ...shared]) };
}
