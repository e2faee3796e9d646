import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProps, RenderContext } from '../components/Document';
import type { ErrorScreenProps } from '../components/ErrorScreen';
import { routes, type Route } from '../pages/routes';
import type { Compilation } from './compile';
import { importCompiled } from './load';
import { withScripts } from './scripts';
import { withContentSecurityPolicy } from './csp';
import type { HeadAssets } from './head-assets';
import { BuildError, describeError } from './errors';

export interface RenderedSite {
  /** HTML by output path in dist/. */
  pages: Map<string, string>;
  /** Routes that threw; only in watch mode, where they render the error screen instead. */
  failedRoutes: { route: Route; message: string }[];
}

export interface RenderOptions {
  /** In watch mode a failing route shows the error screen; a production build stops. */
  tolerateRouteErrors: boolean;
  builtYear: number;
  head: HeadAssets;
}

export async function renderSite(compilation: Compilation, options: RenderOptions): Promise<RenderedSite> {
  const pages = new Map<string, string>();
  const failedRoutes: RenderedSite['failedRoutes'] = [];

  for (const route of routes) {
    const compiled = compilation.pages.get(route.page);
    if (!compiled) throw new BuildError(`Route ${route.path}: pages/${route.page}.tsx did not compile.`);
    const context: RenderContext = {
      path: route.path,
      css: compiled.css,
      themeScript: compilation.themeScript,
      builtYear: options.builtYear,
      head: options.head,
    };
    let html: string;
    try {
      const Page = await importCompiled<PageProps>(compiled.file, `pages/${route.page}.tsx`);
      html = renderToStaticMarkup(createElement(Page, { context }));
    } catch (error) {
      const message = describeError(error);
      if (!options.tolerateRouteErrors) {
        throw new BuildError(`Route ${route.path} (pages/${route.page}.tsx) failed to render:\n${message}`);
      }
      failedRoutes.push({ route, message });
      const ErrorScreen = await importCompiled<ErrorScreenProps>(compilation.errorScreen.file, 'components/ErrorScreen.tsx');
      const errorContext = { ...context, css: compilation.errorScreen.css };
      html = renderToStaticMarkup(createElement(ErrorScreen, { context: errorContext, message }));
    }
    pages.set(route.output, withContentSecurityPolicy(withScripts(`<!DOCTYPE html>${html}`, compilation.behaviours)));
  }
  return { pages, failedRoutes };
}
