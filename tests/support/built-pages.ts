import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../generator/paths';
import { currentYearAttribute } from '../../components/hooks/current-year';
import { resumeViewerAttribute } from '../../components/hooks/resume-viewer';

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

/** An attribute's text as the HTML holds it, its character references decoded (React writes `'` as `&#x27;`). */
const decoded = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi, (_, hex: string, decimal: string, named: string) =>
    hex || decimal
      ? String.fromCodePoint(Number.parseInt(hex ?? decimal, hex ? 16 : 10))
      : (({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[named.toLowerCase()] ?? ''),
  );

function builtPage(pagePath: string) {
  const file = path.join(distDir, outputOf(pagePath));
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build).`);
  }
}

function found(what: string, pagePath: string, match: RegExpExecArray | null) {
  const value = match?.[1];
  if (value === undefined) throw new Error(`the built ${pagePath} page has no ${what}`);
  return decoded(value);
}

/**
 * The owner's details as the built pages give them to visitors and search engines, for the specs to
 * look for: the pages, not data/site.ts, which imports the owner's photo, and Playwright and tsx
 * cannot load an image. Each is read where the page says it for a purpose other than the one a spec
 * checks: the name from the structured data, the headline from the title, the resume's addresses
 * from the page header and the viewer's settings.
 */
export function builtOwner() {
  const home = builtPage('/');
  const resume = builtPage('/resume/');
  const person = JSON.parse(found('structured data', '/', /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(home))) as {
    name: string;
    description: string;
  };
  const meta = (property: string) => found(property, '/', new RegExp(`<meta (?:name|property)="${property}" content="([^"]*)"`).exec(home));
  // pages/home.tsx: the title is `name | headline`, the description `name: role. tagline.`.
  const after = (text: string, prefix: string) => {
    if (!text.startsWith(prefix)) throw new Error(`the built home page's "${text}" does not begin with "${prefix}"`);
    return text.slice(prefix.length);
  };
  return {
    name: person.name,
    headline: after(meta('og:title'), `${person.name} | `),
    tagline: after(meta('description'), `${person.name}: ${person.description}. `).replace(/\.$/, ''),
    timeZone: found('copyright year', '/', new RegExp(`${currentYearAttribute}="([^"]+)"`).exec(home)),
    resume: {
      documentUrl: found(
        'Download Resume link',
        '/resume/',
        /<a href="([^"]+)"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Download Resume<\/a>/.exec(resume),
      ),
      viewerUrl: found('resume viewer', '/resume/', new RegExp(`${resumeViewerAttribute}="([^"]+)"`).exec(resume)),
    },
  };
}
