import { expect, test } from 'vitest';
import { collections, type Collection } from '../../data/content';
import { contentProblems } from '../../generator/content/validate';
import { crawlFiles } from '../../generator/publish/crawl-files';
import { site } from '../../data/site';
import { routes } from '../../pages/routes';

/** The shipped collections, with the one named `name` in `file` holding `items` instead. */
function withItems(file: string, name: string, items: readonly unknown[]): Collection[] {
  const target = collections.find((collection) => collection.file === file && collection.itemName({}, 0).startsWith(name));
  expect(target, `${file} registers ${name}`).toBeDefined();
  return collections.map((collection) => (collection === target ? { ...collection, items } : collection));
}

test.each([
  [
    'a javascript: URL',
    'data/projects.ts',
    'tujueUkulimaUrl',
    ['javascript:alert(1)'],
    'data/projects.ts: tujueUkulimaUrl is not a valid http(s) URL',
  ],
  [
    'a data: URL',
    'data/projects.ts',
    'tujueUkulimaUrl',
    ['data:text/html,<p>hi</p>'],
    'data/projects.ts: tujueUkulimaUrl is not a valid http(s) URL',
  ],
  ['an empty quote', 'data/testimonials.ts', 'impactQuote', ['  '], 'data/testimonials.ts: impactQuote is empty'],
  ['an empty intro', 'data/testimonials.ts', 'testimonialsIntro', [''], 'data/testimonials.ts: testimonialsIntro is empty'],
  [
    'an epigraph without attribution',
    'data/story.ts',
    'storyIntro',
    [{ quote: 'Q', attribution: '' }],
    'data/story.ts: storyIntro: field "attribution" is empty',
  ],
  ['an empty biography', 'data/biography.md', 'biography', [{ blocks: [], text: ' ' }], 'data/biography.md: biography is empty'],
  [
    'a research philosophy not from a .md file',
    'data/research-philosophy.md',
    'researchPhilosophy',
    [['One.']],
    'data/research-philosophy.md: researchPhilosophy is not imported from a .md file',
  ],
])('%s outside the collections is refused, naming file and export', (_, file, name, items, problem) => {
  expect(contentProblems(withItems(file, name, items))).toEqual([problem]);
});

test.each([
  ['a query string', 'https://example.com/sub?x=1'],
  ['a fragment', 'https://example.com/#top'],
  ['markup', 'https://example.com/"><script>alert(1)</script>'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative address', '/portfolio'],
])('a siteUrl with %s is refused', (_, siteUrl) => {
  const [problem, ...rest] = contentProblems(withItems('data/site.ts', 'site', [{ ...site, siteUrl }]));
  expect(rest).toEqual([]);
  expect(problem).toMatch(
    /^data\/site\.ts: site: field "siteUrl" (must be an absolute http\(s\) URL without query or fragment|is not a valid http\(s\) URL)/,
  );
});

test('a siteUrl with a path is accepted', () => {
  expect(contentProblems(withItems('data/site.ts', 'site', [{ ...site, siteUrl: 'https://example.com/portfolio' }]))).toEqual([]);
});

test('a time zone that does not exist is refused', () => {
  expect(contentProblems(withItems('data/site.ts', 'site', [{ ...site, timeZone: 'Africa/Atlantis' }]))).toEqual([
    'data/site.ts: site: field "timeZone" is not an IANA time zone such as Africa/Nairobi',
  ]);
});

test('sitemap.xml and robots.txt escape whatever the address holds', () => {
  const hostile = { ...site, siteUrl: 'https://x.example/a"<b>&c\nDisallow: /' };
  const files = crawlFiles(hostile, routes);
  const sitemap = String(files.get('sitemap.xml'));
  expect(sitemap).toContain('<loc>https://x.example/a&quot;&lt;b&gt;&amp;c\nDisallow: //</loc>');
  expect(sitemap.match(/<[^>]*>/g)?.every((tag) => /^<(\?xml .*\?|\/?urlset( xmlns="[^"]+")?|\/?url|\/?loc)>$/.test(tag))).toBe(true);
  const robots = String(files.get('robots.txt'));
  expect(robots.split('\n').filter((line) => line.startsWith('Disallow'))).toEqual([]);
  expect(robots).toContain('Sitemap: https://x.example/a"<b>&c%0ADisallow:%20//sitemap.xml');
});

/** Every place in an item holding an address: a string that starts like one. */
function* addressPaths(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
  if (typeof value === 'string' && /^(https?:|\/)/.test(value)) yield path;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* addressPaths(child, [...path, Array.isArray(value) ? Number(key) : key]);
  }
}

function replacedAt(value: unknown, path: readonly (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = replacedAt(copy[key!], rest, replacement);
  return copy;
}

test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x'])(
  'every address in data/ refuses %s',
  (hostile) => {
    let checked = 0;
    for (const collection of collections) {
      collection.items.forEach((item, index) => {
        for (const path of addressPaths(item)) {
          const items = collection.items.map((other, at) => (at === index ? replacedAt(other, path, hostile) : other));
          const problems = contentProblems([{ ...collection, items }]);
          expect(
            problems,
            `${collection.file} ${collection.itemName((item ?? {}) as Record<string, unknown>, index)} ${path.join('.')}`,
          ).not.toEqual([]);
          checked += 1;
        }
      });
    }
    expect(checked).toBeGreaterThan(50);
  },
);

test('a responsive image pointing outside /assets/ is refused', () => {
  const photo = {
    src: '/assets/me-1280-ABC.jpg',
    width: 1280,
    height: 960,
    srcset: '/assets/me-320-A.jpg 320w, /assets/me-1280-ABC.jpg 1280w',
    sources: [],
  };
  const gallery = (src: unknown) => withItems('data/gallery.ts', 'gallery image', [{ src, alt: 'Me', caption: 'Me' }]);
  expect(contentProblems(gallery(photo))).toEqual([]);
  expect(contentProblems(gallery({ ...photo, src: 'javascript:alert(1)' }))).toEqual([
    'data/gallery.ts: gallery image “Me”: field "src.src" is not a file published under /assets/',
  ]);
  expect(contentProblems(gallery({ ...photo, srcset: 'data:image/svg+xml,x 320w' }))).toEqual([
    'data/gallery.ts: gallery image “Me”: field "src.srcset" is not a srcset of files under /assets/',
  ]);
});
