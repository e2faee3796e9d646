import { contentHash } from '../cache/hash';
import { memo } from '../cache/memo';
import { foldAttribute } from '../../components/fold';

/** The deferred stylesheet's tag, and a pattern for its address (named by its rules, so it moves with them). */
const stylesheetLink = (path: string) => `<link rel="stylesheet" href="/${path}"/>`;
export const stylesheetHref = /(<link rel="stylesheet" href=")[^"]*"/g;

/** At-rules that hold rules, split by their contents. */
const groupingRule = /^@(media|supports|layer|container)/;

/**
 * Cuts minified CSS at each `at` outside strings and `brackets`: after each `}` that closes a
 * top-level block, or at each `;` between a rule's declarations.
 */
function cutOutside(css: string, brackets: '{}' | '()', at: '}' | ';') {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === brackets[0]) depth++;
    else if (char === brackets[1]) depth--;
    if (char === at && depth === 0) {
      pieces.push(css.slice(start, at === '}' ? index + 1 : index));
      start = index + 1;
    }
  }
  return [...pieces, css.slice(start)].filter((piece) => piece.trim());
}

/** Top-level blocks of minified CSS: `selector{…}` and at-rules with their braces. */
const blocks = (css: string) => cutOutside(css, '{}', '}');

/** A rule's declarations. */
const declarations = (body: string) => cutOutside(body, '()', ';');

/**
 * Whether a rule could style an element in the first screen: some selector names only classes the
 * first screen uses (ancestors and earlier siblings come earlier in the document).
 */
function stylesFirstScreen(selectorList: string, classes: ReadonlySet<string>) {
  return selectorList.split(',').some((selector) => [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => classes.has(name ?? '')));
}

/**
 * Splits CSS in two, rule by rule, where `split` says ([kept, moved]); a rule inside a grouping
 * at-rule is split in its place, and the at-rule stands around its rules on either side.
 */
function splitRules(css: string, split: (prelude: string, body: string, block: string) => [string, string]): [string, string] {
  let kept = '';
  let moved = '';
  for (const block of blocks(css)) {
    const open = block.indexOf('{');
    const prelude = block.slice(0, open);
    const body = block.slice(open + 1, -1);
    const [inKept, inMoved] = groupingRule.test(prelude)
      ? splitRules(body, split).map((inner) => (inner ? `${prelude}{${inner}}` : ''))
      : split(prelude, body, block);
    kept += inKept ?? '';
    moved += inMoved ?? '';
  }
  return [kept, moved];
}

/** Splits CSS into what the first screen needs and the rest; other at-rules (fonts, keyframes) stay. */
const splitCss = (css: string, classes: ReadonlySet<string>) =>
  splitRules(css, (prelude, _body, block) => (prelude.startsWith('@') || stylesFirstScreen(prelude, classes) ? [block, ''] : ['', block]));

/** A rule of declarations, not an at-rule (fonts, keyframes) nor a nested one: the rules tokens are split from. */
const declaresOnly = (prelude: string, body: string) => !prelude.startsWith('@') && !body.includes('{');

/** The custom properties a piece of CSS or markup reads, by name. */
const readsOf = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name ?? ''));

const customProperty = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];

/** The custom properties the first screen reads: in its rules and markup (`read`), and in those properties' own values. */
function tokensRead(css: string, markupReads: ReadonlySet<string>) {
  const read = new Set(markupReads);
  const valuesRead = new Map<string, Set<string>>();
  // Every rule visited, none moved.
  splitRules(css, (prelude, body, block) => {
    if (!declaresOnly(prelude, body)) for (const name of readsOf(block)) read.add(name);
    for (const declaration of declaresOnly(prelude, body) ? declarations(body) : []) {
      const name = customProperty(declaration);
      if (name) valuesRead.set(name, new Set([...(valuesRead.get(name) ?? []), ...readsOf(declaration)]));
      else for (const inner of readsOf(declaration)) read.add(inner);
    }
    return [block, ''];
  });
  // A Set's iteration reaches what is added during it: the properties read through others too.
  for (const name of read) for (const inner of valuesRead.get(name) ?? []) read.add(inner);
  return read;
}

/**
 * Splits out the definitions of custom properties the first screen does not read (the theme's tokens
 * for what only lies below it), each under its own selector and at-rules, so it means the same there.
 */
const splitTokens = (css: string, read: ReadonlySet<string>) =>
  splitRules(css, (prelude, body, block) => {
    if (!declaresOnly(prelude, body)) return [block, ''];
    const all = declarations(body);
    const unread = all.filter((declaration) => {
      const name = customProperty(declaration);
      return name !== undefined && !read.has(name);
    });
    if (unread.length === 0) return [block, ''];
    const rest = all.filter((declaration) => !unread.includes(declaration));
    return [rest.length > 0 ? `${prelude}{${rest.join(';')}}` : '', `${prelude}{${unread.join(';')}}`];
  });

/** Splits made this process, by what they read: every page's, and a session's edits of them. */
const splitOnce = memo(64, (_key, css: string, classes: ReadonlySet<string>, markupReads: ReadonlySet<string>) => {
  const [firstRules, restRules] = splitCss(css, classes);
  const [first, tokens] = splitTokens(firstRules, tokensRead(firstRules, markupReads));
  // Before the rules that read them, where they stood in the page's CSS.
  const rest = tokens + restRules;
  return { first, rest, path: `assets/below-fold-${contentHash(rest)}.css` };
});

/**
 * The page's inline stylesheet keeps only what its first screen uses, tokens included; the rest
 * moves to a cached stylesheet linked at the end of <body>, which holds back no paint and shifts
 * nothing a visitor sees.
 */
export function deferStyles(css: string, body: string): { css: string; body: string; file?: [string, string] } {
  const fold = body.indexOf(` ${foldAttribute}`);
  if (fold < 0) return { css, body };
  // Up to the start of the marked element's tag: its own classes are below the fold too.
  const firstScreen = body.slice(0, body.lastIndexOf('<', fold));
  const classes = new Set([...firstScreen.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => (names ?? '').split(/\s+/)));
  const markupReads = readsOf(firstScreen);
  // What the split reads: a watcher's data edit renders every page again, mostly with the same answer.
  const key = JSON.stringify([css, [...classes].sort(), [...markupReads].sort()]);
  const { first, rest, path } = splitOnce(key, css, classes, markupReads);
  return { css: first, body: `${body.replace(` ${foldAttribute}=""`, '')}${stylesheetLink(path)}`, file: [path, rest] };
}
