import { routes } from '../pages/routes';
import type { Compilation } from './compile';
import { stylesheetHref } from './deferred-styles';

/**
 * The pages an edit affects: those whose modules (their own output, the shared chunks they
 * import, their CSS) were built from a changed file. Code two pages share sits in a shared
 * chunk, which lists it as its input, so an edit to it reaches every page importing that chunk,
 * and a component only one page uses reaches that page alone. A changed file no page was built
 * from (a client script, a file vanilla-extract read in a nested build) may reach any: all are
 * rendered. A file only the content module reads (data no page shows) renders none.
 */
export function pagesAffected(
  compilation: Pick<Compilation, 'pages' | 'errorScreen' | 'content'>,
  changed: readonly string[],
): Set<string> | undefined {
  const affected = new Set<string>();
  for (const file of changed) {
    const pages = routes.filter((route) => compilation.pages.get(route.page)?.inputs.includes(file)).map((route) => route.page);
    // The error screen stands in for any page that threw: an edit to it renders them all.
    if (compilation.errorScreen.inputs.includes(file)) return undefined;
    if (pages.length === 0 && !compilation.content.inputs.includes(file)) return undefined;
    for (const page of pages) affected.add(page);
  }
  return affected;
}

const withoutStyles = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '<style></style>')
    .replace(stylesheetHref, '$1"')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256'");

/** Some page's CSS changed (inline or its deferred stylesheet) and nothing else in any page did. */
export function styleOnlyChange(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>) {
  if (before.size !== after.size) return false;
  let stylesChanged = false;
  for (const [output, html] of after) {
    const old = before.get(output);
    if (old === undefined || withoutStyles(old) !== withoutStyles(html)) return false;
    if (old !== html) stylesChanged = true;
  }
  return stylesChanged;
}
