import { projectPage, type Route } from '../pages/routes';

/**
 * The home page's project dialog shows details it fetches from the project pages
 * (client/dialog.ts), so the home page must allow the frames and media those details name in its
 * CSP (their behaviour, client/video-embed.ts, is imported by the dialog when details with a video
 * arrive, keeping the page's JavaScript within budget). Today the CSP is read from a page's markup
 * (csp.ts), so a page with the dialog is read together with the project pages' main content.
 * This is the one place that says so; render-time registration (components/hooks/) is meant to
 * replace it.
 */
const dialogMarker = /\sdata-dialog(?=[\s=>/])/;

/** Pages to render (by module), with the pages whose markup their dialog loads: home's scripts and CSP read the project pages'. */
export const withPagesLoaded = (pages: ReadonlySet<string> | undefined) =>
  pages && new Set([...pages, ...(pages.has('home') ? [projectPage] : [])]);

/** The main content of the pages `html`'s dialog loads, from the pages rendered so far. */
export function markupLoadedBy(html: string, routes: readonly Route[], rendered: ReadonlyMap<string, string>) {
  if (!dialogMarker.test(html)) return '';
  return routes
    .filter((route) => route.page === projectPage)
    .map((route) => {
      const page = rendered.get(route.output) ?? '';
      return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    })
    .join('');
}
