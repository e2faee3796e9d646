import { BuildError } from './errors';

/** The page a site path is answered with, as the hosts in the README answer it. */
function fileForPath(pathname: string) {
  if (pathname.endsWith('/')) return `${pathname.slice(1)}index.html`;
  return pathname.slice(1);
}

function idsIn(html: string) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
}

/**
 * Every internal link on every page must lead somewhere: a page or file the build writes, and
 * for `#anchor` links an element with that id. Returns each dangling link, naming page and link.
 */
export function danglingLinks(files: ReadonlyMap<string, string | Uint8Array>, errorScreens: ReadonlySet<string> = new Set()) {
  const problems: string[] = [];
  const pages = [...files].filter((entry): entry is [string, string] => entry[0].endsWith('.html') && typeof entry[1] === 'string' && !errorScreens.has(entry[0]));
  const ids = new Map(pages.map(([file, html]) => [file, idsIn(html)]));

  for (const [page, html] of pages) {
    const links = [...html.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)].map((match) => match[1] ?? '');
    const sources = [...html.matchAll(/\ssrcSet="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''));
    for (const link of new Set([...links, ...sources])) {
      if (!(link.startsWith('/') || link.startsWith('#')) || link.startsWith('//')) continue;
      const url = new URL(link, `https://site.invalid/${page}`);
      const target = link.startsWith('#') ? page : fileForPath(decodeURIComponent(url.pathname));
      if (!files.has(target)) {
        problems.push(`${page}: the link "${link}" leads nowhere: no ${target} is built.`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !errorScreens.has(target) && !ids.get(target)?.has(anchor)) {
        problems.push(`${page}: the link "${link}" points at #${anchor}, which ${target} does not have.`);
      }
    }
  }
  return problems;
}

/** `errorScreens`: pages a route that threw in watch mode left without their sections, for now. */
export function checkLinks(files: ReadonlyMap<string, string | Uint8Array>, errorScreens?: ReadonlySet<string>) {
  const problems = danglingLinks(files, errorScreens);
  if (problems.length > 0) throw new BuildError(`Dangling internal links:\n  ${problems.join('\n  ')}`);
}
