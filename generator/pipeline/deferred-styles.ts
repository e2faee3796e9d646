import { contentHash } from '../cache/hash';
import { foldAttribute } from '../../components/fold';

/** The deferred stylesheet's tag, and a pattern for its address (named by its rules, so it moves with them). */
const stylesheetLink = (path: string) => `<link rel="stylesheet" href="/${path}"/>`;
export const stylesheetHref = /(<link rel="stylesheet" href=")[^"]*"/g;

/** Top-level blocks of minified CSS: `selector{…}` and at-rules with their braces. */
function blocks(css: string) {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      found.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  return rest ? [...found, rest] : found;
}

/**
 * Whether a rule could style an element in the first screen: some selector names only classes the
 * first screen uses (ancestors and earlier siblings come earlier in the document).
 */
function stylesFirstScreen(selectorList: string, classes: ReadonlySet<string>) {
  return selectorList.split(',').some((selector) => [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => classes.has(name ?? '')));
}

/** Splits CSS into what the first screen needs and the rest; at-rules split by their contents. */
function splitCss(css: string, classes: ReadonlySet<string>): [string, string] {
  let first = '';
  let rest = '';
  for (const block of blocks(css)) {
    const open = block.indexOf('{');
    const prelude = block.slice(0, open);
    if (/^@(media|supports|layer|container)/.test(prelude)) {
      const [innerFirst, innerRest] = splitCss(block.slice(open + 1, -1), classes);
      if (innerFirst) first += `${prelude}{${innerFirst}}`;
      if (innerRest) rest += `${prelude}{${innerRest}}`;
    } else if (prelude.startsWith('@') || stylesFirstScreen(prelude, classes)) first += block;
    else rest += block;
  }
  return [first, rest];
}

/**
 * The page's inline stylesheet keeps only what its first screen uses; the rest moves to a cached
 * stylesheet linked at the end of <body>, which holds back no paint and shifts nothing a visitor sees.
 */
export function deferStyles(css: string, body: string): { css: string; body: string; file?: [string, string] } {
  const fold = body.indexOf(` ${foldAttribute}`);
  if (fold < 0) return { css, body };
  // Up to the start of the marked element's tag: its own classes are below the fold too.
  const firstScreen = body.slice(0, body.lastIndexOf('<', fold));
  const classes = new Set([...firstScreen.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => (names ?? '').split(/\s+/)));
  const [first, rest] = splitCss(css, classes);
  const path = `assets/below-fold-${contentHash(rest)}.css`;
  return { css: first, body: `${body.replace(` ${foldAttribute}=""`, '')}${stylesheetLink(path)}`, file: [path, rest] };
}
