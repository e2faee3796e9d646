import { expect, test } from 'vitest';
import { renderSiteInMemory } from '../support/site-in-memory';
import { heroImage } from '../support/hero-image';

test('without a portrait, the drawn scene stands in its place: decorative, sized, and first to load', async () => {
  const { site } = await renderSiteInMemory();
  const image = heroImage(site.pages.get('index.html') ?? '');
  expect(image).toMatch(/^<img [^>]*src="\/assets\/drone-over-paddies-[^"]+\.svg"/);
  expect(image).toContain('alt=""');
  expect(image).toContain('width="640" height="560"');
  expect(image).toContain('loading="eager"');
  expect(image).toContain('fetchPriority="high"');
});

test('the first-screen image is asked for from the head, after the policy and before the inline styles', async () => {
  const { site } = await renderSiteInMemory();
  const html = site.pages.get('index.html') ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = /<link rel="preload" as="image" href="\/assets\/drone-over-paddies-[^"]+\.svg" fetchPriority="high"\/>/;
  expect(head).toMatch(preload);
  const at = head.search(preload);
  expect(at).toBeGreaterThan(head.indexOf('http-equiv="Content-Security-Policy"'));
  expect(at).toBeLessThan(head.indexOf('<style'));
  // Once: none is left where the body begins.
  expect(html.slice(html.indexOf('<body'))).not.toContain('rel="preload"');
});
