import { stylesheetHref } from '../pipeline/deferred-styles';

/**
 * A page without its styles: the inline <style>, the deferred stylesheet's address, and the
 * style hashes in its Content Security Policy (written as React escapes an attribute, `&#x27;`).
 */
const withoutStyles = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '<style></style>')
    .replace(stylesheetHref, '$1"')
    .replace(/(?:'|&#x27;)sha256-[A-Za-z0-9+/=]+(?:'|&#x27;)/g, 'sha256');

/**
 * Some page's CSS changed (inline or its deferred stylesheet) and nothing else in any page did:
 * an open page can swap its styles in place of reloading.
 */
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
