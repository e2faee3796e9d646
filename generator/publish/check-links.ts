import type { Collection } from '../../data/content';
import { BuildError } from '../errors';
import { fieldName } from '../content/validate';

/** The page a site path is answered with, as the hosts in the README answer it. */
function fileForPath(pathname: string) {
  if (pathname.endsWith('/')) return `${pathname.slice(1)}index.html`;
  return pathname.slice(1);
}

function idsIn(html: string) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
}

/** Every string in an item, with its path: the places a link in the markup may come from. */
function* stringsIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, [...path, Array.isArray(value) ? Number(key) : key]);
  }
}

/**
 * Where in data/ a dangling link comes from: an item holding the link itself, or (for the
 * home-page sections the navigation names) an `anchor` field holding its anchor. Rendered ids
 * are unknown to data/, so the match is made here, after rendering.
 */
function sourcesOf(link: string, anchor: string, collections: readonly Collection[]) {
  const sources = new Set<string>();
  for (const collection of collections) {
    collection.items.forEach((item, index) => {
      for (const [path, value] of stringsIn(item)) {
        const isAnchor = anchor !== '' && path.at(-1) === 'anchor' && value === anchor;
        if (value !== link && !isAnchor) continue;
        sources.add(
          `${collection.file}: ${collection.itemName((item ?? {}) as Record<string, unknown>, index)}, field "${fieldName(path)}"`,
        );
      }
    });
  }
  return sources.size > 0 ? ` It comes from ${[...sources].join('; ')}.` : '';
}

/**
 * Every internal link on every page must lead somewhere: a page or file the build writes, and
 * for `#anchor` links an element with that id. Returns each dangling link, naming page and link,
 * and the content item it comes from when one of `collections` holds it. `errorScreens`: pages a
 * route that threw in watch mode left without their sections, for now.
 */
export function danglingLinks(
  files: ReadonlyMap<string, string | Uint8Array>,
  { collections = [], errorScreens = new Set() }: { collections?: readonly Collection[]; errorScreens?: ReadonlySet<string> } = {},
) {
  const problems: string[] = [];
  const pages = [...files].filter(
    (entry): entry is [string, string] => entry[0].endsWith('.html') && typeof entry[1] === 'string' && !errorScreens.has(entry[0]),
  );
  // An SVG built as text (the icon sprite) is a link target too: `<use href="/assets/icons-….svg#icon-x">`.
  const svgs = [...files].filter((entry): entry is [string, string] => entry[0].endsWith('.svg') && typeof entry[1] === 'string');
  const ids = new Map([...pages, ...svgs].map(([file, text]) => [file, idsIn(text)]));

  for (const [page, html] of pages) {
    const links = [...html.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)].map((match) => match[1] ?? '');
    const sources = [...html.matchAll(/\ssrcSet="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''),
    );
    for (const link of new Set([...links, ...sources])) {
      if (!(link.startsWith('/') || link.startsWith('#')) || link.startsWith('//')) continue;
      const url = new URL(link, `https://site.invalid/${page}`);
      const target = link.startsWith('#') ? page : fileForPath(decodeURIComponent(url.pathname));
      if (!files.has(target)) {
        problems.push(`${page}: the link "${link}" leads nowhere: no ${target} is built.${sourcesOf(link, '', collections)}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !errorScreens.has(target) && !ids.get(target)?.has(anchor)) {
        problems.push(
          `${page}: the link "${link}" points at #${anchor}, which ${target} does not have.${sourcesOf(link, anchor, collections)}`,
        );
      }
    }
  }
  return problems;
}

/** Throws on any dangling link; the content that may name a link's source is loaded only then. */
export async function checkLinks(
  files: ReadonlyMap<string, string | Uint8Array>,
  { collections, errorScreens = new Set() }: { collections: () => Promise<readonly Collection[]>; errorScreens?: ReadonlySet<string> },
) {
  if (danglingLinks(files, { errorScreens }).length === 0) return;
  const problems = danglingLinks(files, { collections: await collections(), errorScreens });
  throw new BuildError(`Dangling internal links:\n  ${problems.join('\n  ')}`);
}
