import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { createCompiler } from '../../build/compile';
import { renderSite, type RenderedSite } from '../../build/render';
import { routes } from '../../pages/routes';

let site: RenderedSite;
let compiler: Awaited<ReturnType<typeof createCompiler>>;

beforeAll(async () => {
  compiler = await createCompiler();
  site = await renderSite(await compiler.compile(), { tolerateRouteErrors: false, builtYear: 2026 });
});
afterAll(() => compiler.dispose());

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
    expect(html()).not.toContain('<link rel="stylesheet"');
    expect(html()).not.toContain('sourceMappingURL');
  });

  test('loads client behaviours as hashed modules', () => {
    const scripts = [...html().matchAll(/<script([^>]*)src="([^"]+)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, src] of scripts) {
      expect(attributes).toContain('type="module"');
      expect(src).toMatch(/^\/assets\/[a-z-]+-[A-Z0-9]{8}\.js$/);
    }
  });

  test('has no html-validate errors', async () => {
    const report = await htmlValidate.validateString(html(), `dist/${output}`);
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});

test('every route in the table is written, the not-found page as 404.html', () => {
  expect([...site.pages.keys()]).toEqual([
    'index.html',
    'my-story/index.html',
    'resume/index.html',
    'testimonials/index.html',
    '404.html',
  ]);
});

test('a page loads only the behaviours its markup uses', () => {
  const scriptsOf = (output: string) =>
    [...(site.pages.get(output) ?? '').matchAll(/src="\/assets\/([a-z-]+)-/g)].map((match) => match[1]);
  expect(scriptsOf('404.html')).toContain('not-found');
  expect(scriptsOf('index.html')).not.toContain('not-found');
  expect(scriptsOf('index.html')).toEqual(expect.arrayContaining(['header', 'menu', 'theme-toggle', 'scroll-top']));
});

test('the copyright carries the year the site was built', () => {
  expect(site.pages.get('index.html')).toMatch(/© <span data-current-year="true">2026<\/span>/);
});
