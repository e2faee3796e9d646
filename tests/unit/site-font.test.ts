import { beforeAll, expect, test } from 'vitest';
import { renderSiteInMemory } from '../support/site-in-memory';
import { shownCharacters, withSiteFont } from '../../generator/assets/site-font';
import { fontSlots } from '../../components/head-assets';

let site: Awaited<ReturnType<typeof renderSiteInMemory>>;

beforeAll(async () => {
  site = await renderSiteInMemory();
}, 60_000);

const fontFiles = () => [...site.files.keys()].filter((file) => file.endsWith('.woff2'));
const faces = (html: string) => [...html.matchAll(/@font-face\{([^}]*)\}/g)].map(([, rules = '']) => rules);

test('the site publishes one font file, named by its content, and every page preloads it and uses it', () => {
  expect(fontFiles()).toEqual([expect.stringMatching(/^assets\/inter-latin-[0-9A-F]{8}\.woff2$/)]);
  const [file = ''] = fontFiles();
  const bytes = site.files.get(file) ?? new Uint8Array();
  expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('wOF2');
  for (const [output, html] of site.site.pages) {
    expect(html, output).toContain(`<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin=""/>`);
    expect(html, output).not.toContain(fontSlots.preload);
    expect(faces(html)[0], output).toContain(`src:url(/${file}) format("woff2")`);
  }
});

test('the font holds only what the pages show, so it stays a fraction of the full font (48 KB for Latin)', () => {
  const [file = ''] = fontFiles();
  expect(site.files.get(file)?.length).toBeLessThan(24_000);
});

test('the fallback face is Arial sized to Inter by its metrics, so the swap moves nothing', () => {
  const fallback = faces(site.site.pages.get('index.html') ?? '').find((rules) => rules.includes('Inter Fallback')) ?? '';
  expect(fallback).toMatch(/src:local\("Arial"\),.*local\("Liberation Sans"\)/);
  // Inter is wider and taller than Arial: its metrics, not defaults.
  expect(fallback).toMatch(/size-adjust:10\d\.\d+%/);
  expect(fallback).toMatch(/ascent-override:\d+\.\d+%/);
  expect(fallback).toMatch(/descent-override:\d+\.\d+%/);
});

test('the characters come from what pages show: text, form hints, generated content, both cases', () => {
  const page =
    '<html><head><title>Ω</title><style>.q::before{content:"“"}.r::after{content:"\\2014 "}.s{align-content:center}</style></head><body><h1 class="x">Mũthoni &amp; ĩ</h1><input placeholder="Jina"/><script>"Ж"</script></body></html>';
  const characters = shownCharacters([page], []);
  for (const shown of ['—', 'M', 'ũ', 'Ũ', '&', 'ĩ', 'J', 'j', '“', 'm', 'H', 'O']) expect(characters, shown).toContain(shown);
  for (const hidden of ['Ω', 'Ж', '<', 'x']) expect(characters, hidden).not.toContain(hidden);
});

test('a name in Kikuyu (ũ, ĩ) gets the Latin Extended face too, only for those characters', async () => {
  const page = `<html><head>${`<link rel="preload" href="${fontSlots.preload}" as="font" type="font/woff2" crossorigin=""/>`}<style>${fontSlots.faces}body{}</style></head><body>Wanjirũ Mũthoni</body></html>`;
  const { pages, files } = await withSiteFont(new Map([['index.html', page]]), new Map());
  expect([...files.keys()]).toEqual([
    expect.stringMatching(/^assets\/inter-latin-[0-9A-F]{8}\.woff2$/),
    expect.stringMatching(/^assets\/inter-latin-ext-[0-9A-F]{8}\.woff2$/),
  ]);
  const [latin, extended] = faces(pages.get('index.html') ?? '');
  expect(latin).not.toContain('U+169');
  expect(extended).toMatch(/unicode-range:U\+168-169$/);
});
