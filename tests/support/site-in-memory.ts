import { createCompiler } from '../../build/compile';
import { renderSite } from '../../build/render';
import { buildHeadAssets } from '../../build/head-assets';

/** The site as a production build renders it, held in memory (nothing is written). */
export async function renderSiteInMemory() {
  const compiler = await createCompiler();
  try {
    const compilation = await compiler.compile();
    const { head } = await buildHeadAssets(compilation.site);
    const site = await renderSite(compilation, { tolerateRouteErrors: false, builtYear: 2026, head });
    return { site, files: compilation.files };
  } finally {
    await compiler.dispose();
  }
}
