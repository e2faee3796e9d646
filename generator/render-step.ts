import type { Compilation, CompiledModule, createCompiler } from './compile';
import { renderSite, type RenderedSite } from './render';
import { importData } from './load';
import { validateContentOnce } from './validate-once';
import type { Site } from '../data/types';
import type { Collection } from '../data/content';
import { buildHeadAssets } from './head-assets';
import { crawlFiles } from './crawl-files';
import { checkLinks } from './check-links';
import { copyrightYear } from '../components/hooks/current-year';
import type { Route } from '../pages/routes';
import { pagesAffected, styleOnlyChange } from './affected-pages';
import { StepTimer } from './report';
import { liveReloadScriptPath } from './paths';

/** What rendering needs from a compilation: plain data, so it can cross to a worker thread. */
type CompiledSite = Omit<Compilation, 'files' | 'inputs'>;

export interface RenderJob {
  compilation: CompiledSite;
  mode: 'production' | 'watch';
  /** A watcher numbers each rebuild once; a one-off build is 1. */
  number: number;
  /** The job whose pages dist/ holds, if known: its pages are kept where `changed` does not reach. */
  lastWritten?: number | undefined;
  changed?: string[] | undefined;
  /** The other files dist/ gets (scripts, images), for checking links to them. */
  assetFiles: string[];
}

export interface RenderResult {
  site: RenderedSite;
  /**
   * Head assets and crawl files, by output path in dist/; the pages and the files they link are
   * in `site` alone, since each copy costs its size again on the way back from a render thread.
   */
  files: Map<string, string | Uint8Array>;
  /** Only inline CSS changed: an open page can swap its stylesheet instead of reloading. */
  styleOnly: boolean;
  /** The pages this job rendered, by output path; the others were kept from the last job. */
  rendered: string[];
  /** Where the time went, for the report's last line. */
  steps: string;
}

export type Compiler = Awaited<ReturnType<typeof createCompiler>>;
/** Renders in this process (one-off builds) or in a worker thread (watch: generator/render-worker.ts). */
export type Render = (job: RenderJob, compiler: Compiler) => Promise<RenderResult>;

type MappedPages = () => Promise<Map<string, CompiledModule>>;

/**
 * Imports the content and the pages, validates, renders and checks the links. A watcher keeps
 * one of these per worker thread, whose memory goes with it (generator/render-worker.ts): it
 * remembers the last site so an edit renders only the pages built from the files it touched.
 */
export function createRenderStep() {
  let previous: { number: number; key: string; compilation: CompiledSite; site: RenderedSite } | null = null;

  return async function render(job: RenderJob, withSourceMaps: MappedPages): Promise<RenderResult> {
    const { compilation } = job;
    const steps = new StepTimer();
    // data/site.ts alone, without zod; the collections load only to validate changed content or
    // to name where a dangling link comes from.
    const { site } = await importData<{ site: Site }>(compilation.site.file, 'site', withSourceMaps);
    const routes = (await importData<{ siteRoutes: readonly Route[] }>(compilation.routes.file, 'routes', withSourceMaps)).siteRoutes;
    const collections = async () =>
      (await importData<{ collections: readonly Collection[] }>(compilation.content.file, 'content', withSourceMaps)).collections;
    steps.done('content');
    await validateContentOnce(compilation.content.file, collections);
    steps.done('validate');
    const headAssets = await buildHeadAssets(site);
    steps.done('head');
    const builtYear = copyrightYear(new Date(), site.timeZone);
    // What every page shows besides its own modules: when it moves, every page is rendered.
    const key = JSON.stringify([headAssets.head, builtYear, compilation.themeScript, [...compilation.behaviours]]);
    const reusable = previous && previous.number === job.lastWritten && previous.key === key && job.changed ? previous : null;
    const only = reusable && job.changed ? pagesAffected(compilation, job.changed) : undefined;
    const rendered = await renderSite(compilation, {
      routes,
      tolerateRouteErrors: job.mode === 'watch',
      builtYear,
      head: headAssets.head,
      withSourceMaps,
      only,
      knownIcons: only ? reusable?.site.icons : undefined,
      liveReloadScript: job.mode === 'watch' ? liveReloadScriptPath : undefined,
    });
    steps.done('pages');
    const pages = new Map(rendered.pages);
    const failedRoutes = [...rendered.failedRoutes];
    if (reusable && only) {
      for (const route of routes) {
        if (only.has(route.page)) continue;
        const html = reusable.site.pages.get(route.output);
        if (html !== undefined) pages.set(route.output, html);
        failedRoutes.push(...reusable.site.failedRoutes.filter((failed) => failed.route.output === route.output));
      }
    }
    // The sprite and deferred stylesheets of the pages rendered now; a page kept from the last job
    // keeps the files it links to, which may differ (a sprite made from fewer pages' icons).
    const linked = new Map(rendered.files);
    if (reusable && only) {
      const kept = routes.filter((route) => !only.has(route.page)).map((route) => pages.get(route.output) ?? '');
      for (const [file, text] of reusable.site.files)
        if (!linked.has(file) && kept.some((html) => html.includes(`/${file}`))) linked.set(file, text);
    }
    const merged: RenderedSite = {
      pages: new Map(routes.flatMap((route) => (pages.has(route.output) ? [[route.output, pages.get(route.output) ?? '']] : []))),
      failedRoutes,
      files: linked,
      icons: rendered.icons,
    };
    const files = new Map<string, string | Uint8Array>([...headAssets.files, ...crawlFiles(site, routes)]);
    // In watch mode the dev server serves the live-reload script every page links.
    const served = job.mode === 'watch' ? [...job.assetFiles, liveReloadScriptPath.slice(1)] : job.assetFiles;
    await checkLinks(new Map([...files, ...merged.files, ...merged.pages, ...served.map((file) => [file, ''] as const)]), {
      collections,
      errorScreens: new Set(failedRoutes.map(({ route }) => route.output)),
    });
    steps.done('links');
    const styleOnly = previous !== null && previous.number === job.lastWritten && styleOnlyChange(previous.site.pages, merged.pages);
    previous = { number: job.number, key, compilation, site: merged };
    return { site: merged, files, styleOnly, rendered: [...rendered.pages.keys()], steps: steps.list() };
  };
}
