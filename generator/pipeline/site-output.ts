import { copyrightYear } from '../../components/hooks/current-year';
import { buildHeadAssets } from '../assets/head-assets';
import { crawlFiles } from '../publish/crawl-files';
import { checkLinks } from '../publish/check-links';
import type { assemblePages } from './render';
import type { SiteModules } from './site-modules';

/** What every page shows besides its own modules: the head's assets and the copyright year. */
export async function pageFrame(modules: SiteModules) {
  const headAssets = await buildHeadAssets(modules.site);
  return { head: headAssets.head, headFiles: headAssets.files, builtYear: copyrightYear(new Date(), modules.site.timeZone) };
}

/**
 * Every file of the site by its path in dist/; throws when a page links to something none of them
 * is. `served`: files a server adds beside dist/ (the watcher's live-reload script).
 */
export async function siteOutput(
  modules: SiteModules,
  rendered: Awaited<ReturnType<typeof assemblePages>>,
  frame: Awaited<ReturnType<typeof pageFrame>>,
  assets: ReadonlyMap<string, Uint8Array>,
  served: readonly string[] = [],
) {
  const files = new Map<string, string | Uint8Array>([
    ...assets,
    ...frame.headFiles,
    ...crawlFiles(modules.site, modules.routes),
    ...rendered.files,
    ...rendered.pages,
  ]);
  await checkLinks(new Map([...files, ...served.map((file) => [file, ''] as const)]), {
    collections: modules.collections,
    errorScreens: new Set(rendered.failedRoutes.keys()),
  });
  return files;
}
