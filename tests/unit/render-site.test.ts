import { beforeAll, describe, expect, test } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { assemblePages } from '../../generator/pipeline/render';
import { siteRoutes as routes } from '../../pages/site-routes';
import { notFoundPath } from '../../data/addresses';
import { renderSiteInMemory } from '../support/site-in-memory';
import { notFoundAttribute } from '../../components/hooks/not-found';
import { headerAttribute } from '../../components/hooks/header';
import { menuToggleAttribute } from '../../components/hooks/menu';
import { themeToggleAttribute } from '../../components/hooks/theme-toggle';
import { scrollTopAttribute } from '../../components/hooks/scroll-top';
import { dialogAttr } from '../../components/hooks/dialog';
import { youtubeEmbedAttribute } from '../../components/hooks/youtube-facade';

let site: Awaited<ReturnType<typeof assemblePages>>;

beforeAll(async () => {
  ({ site } = await renderSiteInMemory());
});

// Reads .htmlvalidate.json: the recommended rules, accepting React's valid serialization (charSet, <meta/>).
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

describe.each(routes.map((route) => [route.output, route] as const))('%s', (output) => {
  const html = () => site.pages.get(output) ?? '';

  test('is a complete document with its own title and description', () => {
    expect(html()).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html()).toContain('<meta charSet="utf-8"/>');
    expect(html()).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html()).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html()).toMatch(/<title>[^<]+<\/title>/);
    expect(html()).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  });

  test('inlines its styles and sets the theme before anything renders', () => {
    expect(html()).toMatch(/<head>.*<script>.+data-theme.+<\/script><style>.+<\/style>.*<\/head>/s);
    // The only stylesheet file a page may link sits at the end of <body>: it holds back no first paint.
    expect(html().split('<body')[0]).not.toContain('<link rel="stylesheet"');
    expect(html().split('<link rel="stylesheet"').length).toBeLessThanOrEqual(2);
    if (html().includes('<link rel="stylesheet"')) expect(html()).toMatch(/<link rel="stylesheet" href="[^"]+"\/><\/body>/);
    expect(html()).not.toContain('sourceMappingURL');
  });

  test('loads its behaviours as one hashed module', () => {
    const scripts = [...html().matchAll(/<script([^>]*)src="([^"]+)"/g)];
    // One request however many behaviours: on HTTP/1.1 each script is a request of its own.
    expect(scripts).toHaveLength(1);
    const [[, attributes, src] = []] = scripts;
    // A module runs once the page is parsed: it holds back no first paint.
    expect(attributes).toContain('type="module"');
    expect(src).toMatch(/^\/assets\/scripts-[A-Z0-9]{8}\.js$/);
    expect(site.files.has(src?.slice(1) ?? '')).toBe(true);
  });

  test('draws its icons from the one cached sprite file, not from symbols of its own', () => {
    expect(html()).not.toContain('<symbol');
    const sprite = [...site.files.keys()].find((file) => /^assets\/icons-[0-9A-F]{8}\.svg$/.test(file));
    const uses = [...html().matchAll(/<use href="([^"#]+)#([^"]+)"/g)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, file, id] of uses) {
      expect(file).toBe(`/${sprite}`);
      expect(site.files.get(sprite ?? '')).toContain(`<symbol id="${id}"`);
    }
  });

  test('has no html-validate errors', async () => {
    const report = await htmlValidate.validateString(html(), `dist/${output}`);
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});

test('every route in the table is written, the not-found page as 404.html', () => {
  expect([...site.pages.keys()]).toEqual(routes.map((route) => route.output));
  expect(routes.find((route) => route.path === notFoundPath)?.output).toBe('404.html');
});

test('a page loads only the behaviours its markup uses', () => {
  const scriptOf = (output: string) => {
    const src = /<script type="module"[^>]* src="\/([^"]+)"/.exec(site.pages.get(output) ?? '')?.[1] ?? '';
    return site.files.get(src) ?? '';
  };
  expect(scriptOf('404.html')).toContain(notFoundAttribute);
  expect(scriptOf('index.html')).not.toContain(notFoundAttribute);
  for (const attribute of [headerAttribute, menuToggleAttribute, themeToggleAttribute, scrollTopAttribute, dialogAttr]) {
    expect(scriptOf('index.html')).toContain(attribute);
  }
  // The project dialog shows videos, so the home page runs their player too.
  expect(scriptOf('index.html')).toContain(youtubeEmbedAttribute);
  expect(scriptOf('resume/index.html')).not.toContain(youtubeEmbedAttribute);
});

test('the copyright carries the year the site was built', () => {
  expect(site.pages.get('index.html')).toMatch(/© <span data-current-year="Africa\/Nairobi">2026<\/span>/);
});

test('each page carries its canonical URL and sharing card; the not-found page has no address of its own', () => {
  for (const route of routes) {
    const html = site.pages.get(route.output) ?? '';
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/assets\/social-preview-[0-9A-F]{8}\.png"\/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    if (route.page === 'not-found') {
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
    } else {
      expect(html).toContain(`<link rel="canonical" href="https://www.example.com${route.path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="https://www.example.com${route.path}"/>`);
    }
  }
});

test('the home page describes its owner as a schema.org Person', () => {
  const html = site.pages.get('index.html') ?? '';
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const person = JSON.parse(json) as Record<string, unknown>;
  expect(person).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: 'Your Name' });
  expect(person.sameAs).toHaveLength(3);
  expect(site.pages.get('resume/index.html')).not.toContain('application/ld+json');
});
