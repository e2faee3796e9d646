import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Site } from '../../data/types';
import { dark, light } from '../../styles/palette';
import { root } from '../paths';
import { cachedPng } from './image-cache';
import { socialSize } from './social-size';

/** The owner's words the card shows (generator/assets/social-preview.ts draws them), from data/site.ts. */
export const socialCardWords = (site: Site) => [site.name, site.headline, site.tagline];

/** What the card says, for those who cannot see it. */
export const socialCardAlt = (site: Site) => `${site.name}: ${site.headline}. ${site.tagline}.`;

const packageVersion = async (name: string) =>
  (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * What the card is drawn from: its words, the code that draws it (social-preview.ts, text-fit.ts,
 * text-paths.ts), the palette, and the font and font-parser releases. Parsing the fonts (~110 ms)
 * happens only when one of them changed.
 */
async function socialCardKey(site: Site) {
  const code = await Promise.all(
    ['social-preview.ts', 'text-fit.ts', 'text-paths.ts'].map((file) => readFile(path.join(root, 'generator/assets', file), 'utf8')),
  );
  const versions = await Promise.all(['@fontsource/inter', 'opentype.js'].map(packageVersion));
  return JSON.stringify([...socialCardWords(site), ...code, light, dark, versions]);
}

/** The 1200x630 PNG shared links show. */
export async function drawSocialCard(site: Site) {
  const draw = async () => new Uint8Array(Buffer.from((await import('./social-preview')).socialPreviewSvg(site)));
  return cachedPng(await socialCardKey(site), socialSize, draw);
}
