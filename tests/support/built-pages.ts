import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../generator/paths';

/**
 * Every page the last build wrote and listed in dist/sitemap.xml (all but the not-found page),
 * by path: the build derives them from the content, so a new project's page is swept, audited and
 * benched without anyone retyping a list.
 */
export function builtPagePaths(): string[] {
  const file = path.join(distDir, 'sitemap.xml');
  let sitemap: string;
  try {
    sitemap = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build).`);
  }
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  // The home page's address is the site's address plus `/`: every page's path follows it.
  const home = urls.reduce((shortest, url) => (url.length < shortest.length ? url : shortest), urls[0] ?? '');
  if (!home.endsWith('/')) throw new Error(`${file} lists no page, or no home page ending in /.`);
  return urls.map((url) => url.slice(home.length - 1));
}

/** The file in dist/ a page's path is written to (pages/routes.ts: paths end in a slash). */
export const outputOf = (pagePath: string) => `${pagePath.slice(1)}index.html`;
