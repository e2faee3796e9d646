import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProps, RenderContext } from '../components/Document';
import type { ErrorScreenProps } from '../components/ErrorScreen';
import type { Route } from '../pages/routes';
import type { Compilation, CompiledModule } from './compile';
import { importCompiled } from './load';
import type { HeadAssets } from '../components/head-assets';
import { BuildError, describeError } from './errors';
import { withExternalIconSprite } from './icon-sprite';
import { deferStyles } from './deferred-styles';
import { pageScripts } from './page-scripts';

export interface RenderedSite {
  /** HTML by output path in dist/. */
  pages: Map<string, string>;
  /** Routes that threw; only in watch mode, where they render the error screen instead. */
  failedRoutes: { route: Route; message: string }[];
  /** Files the pages link to, by path in dist/: the icon sprite, styles below the first screen, scripts. */
  files: Map<string, string>;
  /** Every icon in the sprite, by id: a later partial render keeps them (generator/render-step.ts). */
  icons: Map<string, string>;
}

export interface RenderOptions {
  /** Every route (pages/site-routes.ts as compiled), a page per project included. */
  routes: readonly Route[];
  /** In watch mode a failing route shows the error screen; a production build stops. */
  tolerateRouteErrors: boolean;
  builtYear: number;
  head: HeadAssets;
  /** The pages compiled with source maps, asked for only when one throws. */
  withSourceMaps?: () => Promise<Map<string, CompiledModule>>;
  /** The pages to render (by module name), when an edit left the others as they were. */
  only?: ReadonlySet<string> | undefined;
  /** With `only`: the icons of the pages left as they were. */
  knownIcons?: ReadonlyMap<string, string> | undefined;
  /** Watch mode: every page loads the dev server's live-reload script from this address. */
  liveReloadScript?: string | undefined;
}

/** Renders a page that threw once more from source-mapped code, for frames in the owner's files. */
async function mappedError(
  error: unknown,
  page: string,
  props: PageProps,
  mappedPages: () => Promise<Map<string, CompiledModule>> | undefined,
) {
  const mapped = (await mappedPages())?.get(page);
  if (!mapped) return describeError(error);
  try {
    const Page = await importCompiled<PageProps>(mapped.file, `pages/${page}.tsx`);
    renderToStaticMarkup(createElement(Page, props));
    return describeError(error);
  } catch (again) {
    return describeError(again);
  }
}

export async function renderSite(compilation: Omit<Compilation, 'files' | 'inputs'>, options: RenderOptions): Promise<RenderedSite> {
  const pages = new Map<string, string>();
  const failedRoutes: RenderedSite['failedRoutes'] = [];
  const stylesheets = new Map<string, string>();
  const scripts = pageScripts(compilation.behaviours);
  // A shared component that throws fails every route; the mapped compile is needed only once.
  let mappedCompile: Promise<Map<string, CompiledModule>> | undefined;
  const mappedPages = () => (mappedCompile ??= options.withSourceMaps?.());

  const { only } = options;
  for (const route of options.routes) {
    if (only && !only.has(route.page)) continue;
    const compiled = compilation.pages.get(route.page);
    if (!compiled) throw new BuildError(`Route ${route.path}: pages/${route.page}.tsx did not compile.`);
    const context: RenderContext = {
      path: route.path,
      css: compiled.css,
      themeScript: compilation.themeScript,
      builtYear: options.builtYear,
      head: options.head,
      scriptFor: scripts.scriptFor,
      inlineStyles: (css, body) => {
        const split = deferStyles(css, body);
        if (split.file) stylesheets.set(...split.file);
        return split;
      },
      liveReloadScript: options.liveReloadScript,
    };
    let html: string;
    try {
      const Page = await importCompiled<PageProps>(compiled.file, `pages/${route.page}.tsx`);
      html = renderToStaticMarkup(createElement(Page, { context }));
    } catch (error) {
      const message = await mappedError(error, route.page, { context }, mappedPages);
      if (!options.tolerateRouteErrors) {
        throw new BuildError(`Route ${route.path} (pages/${route.page}.tsx) failed to render:\n${message}`);
      }
      failedRoutes.push({ route, message });
      const ErrorScreen = await importCompiled<ErrorScreenProps>(compilation.errorScreen.file, 'components/ErrorScreen.tsx');
      const errorContext = { ...context, css: compilation.errorScreen.css };
      html = renderToStaticMarkup(createElement(ErrorScreen, { context: errorContext, message }));
    }
    pages.set(route.output, `<!DOCTYPE html>${html}`);
  }
  const shared = withExternalIconSprite(pages, options.knownIcons);
  return { pages: shared.pages, failedRoutes, files: new Map([...stylesheets, ...scripts.files, ...shared.files]), icons: shared.symbols };
}
