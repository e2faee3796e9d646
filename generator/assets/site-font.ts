import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { fontSlots } from '../../components/head-assets';
import { cspHash } from '../../components/content-security-policy';
import { fontFamilies, fontWeight } from '../../styles/fonts';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, reportUnwritable, writeEntry } from '../cache/cache-store';
import { contentHash } from '../cache/hash';

const require = createRequire(import.meta.url);

/** Fontsource splits Inter by script; each subset's file holds the characters of its ranges. */
const unicodeRanges = require('@fontsource-variable/inter/unicode.json') as Record<string, string>;
const metadata = require('@fontsource-variable/inter/metadata.json') as { defSubset: string };
const fontFiles = path.dirname(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const sourceFile = (subset: string) => path.join(fontFiles, `inter-${subset}-wght-normal.woff2`);

/** Arial's metric twins, so the fallback matches on machines without Arial (Liberation Sans on Linux, Arimo on ChromeOS). */
const fallbackSources = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];

const parseRanges = (ranges: string) =>
  ranges.split(',').map((range) => {
    const [from = '', to = from] = range.replace(/^U\+/, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });

/**
 * The subsets in the order a character is looked for: Latin first, so the face the first screen
 * needs comes first, then Latin Extended (ũ and ĩ of Kikuyu names are in Vietnamese's too).
 */
const rank = (name: string) => (name === metadata.defSubset ? 0 : name.startsWith(metadata.defSubset) ? 1 : 2);
const subsets = Object.entries(unicodeRanges)
  .map(([name, ranges]) => ({ name, ranges: parseRanges(ranges) }))
  .sort((a, b) => rank(a.name) - rank(b.name));

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? entity;
  });

/** What a style sheet writes with `content: "…"` (a quote mark, a separator), its escapes (`\\201C`) read. */
const generatedContent = (css: string) =>
  [...css.matchAll(/(?<![\w-])content:\s*"([^"]*)"/g)]
    .map(([, text = '']) => text.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))))
    .join('');

/** The text of a page a visitor can be shown: its body and form hints, and what its styles generate. */
function pageText(html: string) {
  let text = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => generatedContent(css)).join('');
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  text += [...body.matchAll(/\splaceholder="([^"]*)"/g)].map(([, hint = '']) => decode(hint)).join('');
  return text + decode(body.replace(/<[^>]*>/g, ' '));
}

const fileText = (name: string, contents: string) =>
  name.endsWith('.css') ? generatedContent(contents) : name.endsWith('.js') ? contents : '';

/**
 * Each page's and file's characters by its contents, as the last call read them: a watch rebuild
 * reads again only what it rendered anew.
 */
let charactersByText = new Map<string, ReadonlySet<string>>();

/**
 * Every character a visitor can be shown in the site's font: the text of each page's body and
 * its form hints, what its styles generate, and what its scripts may write. Each letter in both
 * cases too, since a style may transform it (the hero's uppercase line).
 */
export function shownCharacters(pages: Iterable<string>, files: Iterable<readonly [string, string | Uint8Array]>) {
  const read = new Map<string, ReadonlySet<string>>();
  const add = (key: string, text: () => string) => read.set(key, charactersByText.get(key) ?? new Set(text()));
  for (const html of pages) add(html, () => pageText(html));
  for (const [name, contents] of files) if (typeof contents === 'string') add(`${name}\n${contents}`, () => fileText(name, contents));
  charactersByText = read;
  const characters = new Set<string>();
  for (const set of read.values()) {
    for (const character of set) {
      if ((character.codePointAt(0) ?? 0) < 0x20 || characters.has(character)) continue;
      characters.add(character);
      for (const cased of [character.toUpperCase(), character.toLowerCase()]) if ([...cased].length === 1) characters.add(cased);
    }
  }
  return characters;
}

/** U+20-7E,U+A9: a face's characters as a `unicode-range`. */
function unicodeRange(codePoints: readonly number[]) {
  const runs: [number, number][] = [];
  for (const point of [...codePoints].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The stretch of the weight axis the site uses, lightest to boldest. */
const weights = Object.values(fontWeight).map(Number);
const weightAxis = { min: Math.min(...weights), max: Math.max(...weights) };

/** Subsetting costs most of a second (HarfBuzz's WebAssembly): each result is kept by its source and characters. */
async function cachedSubset(source: Uint8Array, text: string) {
  const key = `${text}\n${JSON.stringify(weightAxis)}`;
  const file = cachePath(cacheKinds.fonts, `${contentHash(source, key)}${contentHash(key, source)}.woff2`);
  const cached = await readEntry(file);
  if (cached) return cached.bytes;
  const subset = new Uint8Array(
    await subsetFont(Buffer.from(source), text, { targetFormat: 'woff2', variationAxes: { wght: weightAxis } }),
  );
  await writeEntry(file, subset).catch((error: unknown) => reportUnwritable(file, error));
  return subset;
}

/** The fallback face's overrides, from Inter's own metrics (read from its file) and Arial's, by Capsize's formula. */
async function fallbackOverrides(source: Uint8Array) {
  const file = cachePath(cacheKinds.fonts, `${contentHash(source, 'metrics')}.metrics`);
  const cached = await readEntry(file);
  if (cached) return cached.meta;
  const metrics = await fromBuffer(Buffer.from(source));
  const [face] = createFontStack([{ ...metrics, familyName: fontFamilies.text }, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face?.['@font-face'] ?? {};
  const overrides = Object.fromEntries(
    Object.entries({ ascentOverride, descentOverride, lineGapOverride, sizeAdjust }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  await writeEntry(file, new Uint8Array(), overrides).catch((error: unknown) => reportUnwritable(file, error));
  return overrides;
}

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The site's font files by path in dist/, their `@font-face` rules, and the address to preload. */
async function makeFont(characters: ReadonlySet<string>) {
  const bySubset = new Map<string, number[]>();
  for (const character of characters) {
    const point = character.codePointAt(0) ?? 0;
    const subset = subsets.find(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to));
    if (subset) bySubset.set(subset.name, [...(bySubset.get(subset.name) ?? []), point]);
  }
  const files = new Map<string, Uint8Array>();
  const faces: string[] = [];
  for (const [subset, points] of bySubset) {
    const source = await readFile(sourceFile(subset));
    const woff2 = await cachedSubset(source, String.fromCodePoint(...points.sort((a, b) => a - b)));
    const file = `assets/inter-${subset}-${contentHash(woff2)}.woff2`;
    files.set(file, woff2);
    faces.push(
      `@font-face{font-family:"${fontFamilies.text}";font-style:normal;font-weight:${weightAxis.min} ${weightAxis.max};font-display:swap;` +
        `src:url(/${file}) format("woff2");unicode-range:${unicodeRange(points)}}`,
    );
  }
  const overrides = await fallbackOverrides(await readFile(sourceFile(metadata.defSubset)));
  const fallback =
    `@font-face{font-family:"${fontFamilies.fallback}";src:${fallbackSources.map((name) => `local("${name}")`).join(',')};` +
    Object.entries(overrides)
      .map(([name, value]) => `${cssProperty(name)}:${value}`)
      .join(';') +
    '}';
  return { files, css: `${faces.join('')}${fallback}`, preload: [...files.keys()][0] };
}

/** The last font made, with the characters it was made for and the pages filled with it: a watch rebuild refills only new pages. */
let memo: { key: string; font: Awaited<ReturnType<typeof makeFont>>; filled: Map<string, string> } | null = null;

/** `sha256-…` of a text, as the Content-Security-Policy attribute holds it (without its quotes, which React escapes). */
const policyHash = (text: string) => cspHash(text).slice(1, -1);

/** One page with the font put in its slots, and its policy's hash of the inline stylesheet made anew to match. */
function fillSlots(html: string, font: Awaited<ReturnType<typeof makeFont>>) {
  const preload = `<link rel="preload" href="${fontSlots.preload}" as="font" type="font/woff2" crossorigin=""/>`;
  let page = html.replace(preload, font.preload ? preload.replace(fontSlots.preload, `/${font.preload}`) : '');
  const start = page.indexOf(`<style>${fontSlots.faces}`) + '<style>'.length;
  if (start < '<style>'.length) return page;
  const end = page.indexOf('</style>', start);
  const before = page.slice(start, end);
  const after = before.replace(fontSlots.faces, font.css);
  page = `${page.slice(0, start)}${after}${page.slice(end)}`;
  return page.replace(policyHash(before), policyHash(after));
}

/**
 * Publishes the site's font, subset to the characters the rendered pages show (a build's pages
 * are all known only now), and fills each page's font slots (components/head-assets.ts).
 */
export async function withSiteFont(pages: ReadonlyMap<string, string>, files: ReadonlyMap<string, string | Uint8Array>) {
  const characters = shownCharacters(pages.values(), files);
  const key = [...characters].sort().join('');
  if (memo?.key !== key) memo = { key, font: await makeFont(characters), filled: new Map() };
  const { font, filled: before } = memo;
  const filled = new Map<string, string>();
  for (const html of pages.values()) filled.set(html, before.get(html) ?? fillSlots(html, font));
  memo.filled = filled;
  return { pages: new Map([...pages].map(([output, html]) => [output, filled.get(html) ?? html])), files: font.files };
}
