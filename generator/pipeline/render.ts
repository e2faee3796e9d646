import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RenderContext } from '../../components/Document';
import type { HeadAssets } from '../../components/head-assets';
import type { Route } from '../../pages/routes';
import { BuildError, describeError } from '../errors';
import { deferStyles } from './deferred-styles';
import { withSiteFont } from '../assets/site-font';
import { contentHash } from '../cache/hash';
import type { SiteModules } from './site-modules';

/**
 * Each page's behaviours as one file, named by its contents: on HTTP/1.1 (S3, `serve`) each script
 * is a request of its own ahead of the first paint. Each behaviour runs in an async function of its
 * own, so one that throws (an API an old phone lacks) rejects its own promise and the others run.
 */
export function pageScripts(behaviours: ReadonlyMap<string, string>) {
  const files = new Map<string, string>();
  const scriptFor = (names: ReadonlySet<string>) => {
    for (const name of names) {
      if (!behaviours.has(name)) throw new Error(`A component declares the client behaviour '${name}', but there is no client/${name}.ts.`);
    }
    if (names.size === 0) return undefined;
    const text = [...behaviours]
      .filter(([name]) => names.has(name))
      .map(([, code]) => `(async()=>{\n${code.trim()}\n})();\n`)
      .join('');
    const file = `assets/scripts-${contentHash(text)}.js`;
    files.set(file, text);
    return `/${file}`;
  };
  return { files, scriptFor };
}

/** The inline sprite components/IconSprite.tsx renders at the end of each page's <body>. */
const inlineSprite = /<svg [^>]*data-icon-sprite[^>]*>([\s\S]*?)<\/svg>/;
const symbolPattern = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;

/** Moves every page's icons into one shared, cached SVG file: less in each HTML document's first round trip. */
function withExternalIconSprite(pages: ReadonlyMap<string, string>) {
  const symbols = new Map<string, string>();
  for (const html of pages.values()) {
    for (const [symbol, id] of (inlineSprite.exec(html)?.[1] ?? '').matchAll(symbolPattern)) symbols.set(id ?? '', symbol);
  }
  if (symbols.size === 0) return { pages: new Map(pages), files: new Map<string, string>() };
  // Sorted, so the file (and its name) depends on which icons the site uses, not on page order.
  const body = [...symbols]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, symbol]) => symbol)
    .join('');
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
  const url = `/assets/icons-${contentHash(sprite)}.svg`;
  const rewritten = new Map<string, string>();
  for (const [output, html] of pages) {
    rewritten.set(output, html.replace(inlineSprite, '').replaceAll('<use href="#', `<use href="${url}#`));
  }
  return { pages: rewritten, files: new Map([[url.slice(1), sprite]]) };
}

/** One route's document, with its icons still inline, and the files it alone links to. */
export interface RenderedPage {
  route: Route;
  html: string;
  /** Its stylesheet below the first screen and its script, by path in dist/. */
  files: ReadonlyMap<string, string>;
  /** Why the route threw, in watch mode, where it shows the error screen instead. */
  failure?: string;
}

export interface RenderOptions {
  /** The routes to render: all of them, or those a watcher's save reached. */
  routes: readonly Route[];
  /** In watch mode a failing route shows the error screen; a production build stops. */
  tolerateRouteErrors: boolean;
  builtYear: number;
  head: HeadAssets;
  /** Watch mode: every page loads the dev server's live-reload script from this address. */
  liveReloadScript?: string | undefined;
  /** Watch mode: throws when a newer save made the rest of this rebuild stale. */
  beforeEachRoute?: () => void;
}

/** The spec's error screen for a route that threw; bare, if a component it shares with the pages throws too. */
async function renderErrorScreen(modules: SiteModules, contextFor: (css: string) => RenderContext, message: string) {
  try {
    const { Page: ErrorScreen, css } = await modules.errorScreen();
    return renderToStaticMarkup(createElement(ErrorScreen, { context: contextFor(css), message }));
  } catch {
    const title = 'Unexpected Application Error!';
    const text = message.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
    return `<html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>${title}</h1><pre>${text}</pre></body></html>`;
  }
}

/** Renders each route's page to a complete HTML document, by output path in dist/. */
export async function renderPages(modules: SiteModules, options: RenderOptions): Promise<Map<string, RenderedPage>> {
  const rendered = new Map<string, RenderedPage>();
  const scripts = pageScripts(modules.behaviours);

  for (const route of options.routes) {
    options.beforeEachRoute?.();
    const files = new Map<string, string>();
    const contextFor = (css: string): RenderContext => ({
      path: route.path,
      css,
      themeScript: modules.themeScript,
      builtYear: options.builtYear,
      head: options.head,
      scriptFor: (names) => {
        const address = scripts.scriptFor(names);
        const file = address?.slice(1) ?? '';
        files.set(file, scripts.files.get(file) ?? '');
        return address;
      },
      inlineStyles: (styles, body) => {
        const split = deferStyles(styles, body);
        if (split.file) files.set(...split.file);
        return split;
      },
      liveReloadScript: options.liveReloadScript,
    });
    let html: string;
    let failure: string | undefined;
    try {
      const { Page, css } = await modules.page(route.page);
      html = renderToStaticMarkup(createElement(Page, { context: contextFor(css) }));
    } catch (error) {
      failure = describeError(error);
      if (!options.tolerateRouteErrors) {
        throw new BuildError(`Route ${route.path} (pages/${route.page}.tsx) failed to render:\n${failure}`);
      }
      files.clear();
      html = await renderErrorScreen(modules, contextFor, failure);
    }
    files.delete('');
    rendered.set(route.output, { route, html: `<!DOCTYPE html>${html}`, files, ...(failure === undefined ? {} : { failure }) });
  }
  return rendered;
}

/**
 * The site's pages as published, icons in one shared sprite and the font subset to what they show,
 * and every file some page links to. Given all pages, so a watcher that rendered a few gives what a build gives.
 */
export async function assemblePages(rendered: ReadonlyMap<string, RenderedPage>) {
  const sprite = withExternalIconSprite(new Map([...rendered].map(([output, page]) => [output, page.html])));
  const files = new Map<string, string | Uint8Array>(sprite.files);
  for (const page of rendered.values()) for (const [file, text] of page.files) files.set(file, text);
  const font = await withSiteFont(sprite.pages, files);
  for (const [file, bytes] of font.files) files.set(file, bytes);
  const failedRoutes = new Map<string, { route: Route; message: string }>();
  for (const [output, page] of rendered)
    if (page.failure !== undefined) failedRoutes.set(output, { route: page.route, message: page.failure });
  return { pages: font.pages, files, failedRoutes };
}
