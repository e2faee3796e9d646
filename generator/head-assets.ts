import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Site } from '../data/types';
import { dark, light } from '../styles/palette';
import { root } from './paths';
import { cachedEncode } from './image-cache';
import { contentHash } from './hash';
import { socialSize } from './social-size';
import { svgHazards } from './svg-checked';
import { BuildError } from './errors';

/** What every page's <head> links to besides its own content. */
export interface HeadAssets {
  iconSvg: string;
  iconPng: string;
  appleTouchIcon: string;
  manifest: string;
  socialImage: { url: string; width: number; height: number; alt: string };
}

const faviconSource = path.join(root, 'assets', 'favicon.svg');
const manifestPath = '/manifest.webmanifest';

/** `key`: what the drawing depends on; sharp (~70 ms to load) and `draw` run only when it is new. */
async function png(key: string | Uint8Array, size: { width: number; height: number }, draw: () => Promise<Uint8Array>) {
  return cachedEncode([key, `png ${size.width}x${size.height}`], async () => {
    const { default: sharp } = await import('sharp');
    return new Uint8Array(await sharp(await draw(), { density: 300 }).resize(size.width, size.height).png({ compressionLevel: 9 }).toBuffer());
  });
}

const packageVersion = async (name: string) =>
  (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * What the social preview is drawn from: the name, headline and tagline, the code that draws it
 * (social-preview.ts, text-fit.ts, text-paths.ts), the palette, and the font and font-parser
 * releases. Parsing the fonts (~110 ms) happens only when one of them changed.
 */
async function socialPreviewKey(site: Site) {
  const code = await Promise.all(['social-preview.ts', 'text-fit.ts', 'text-paths.ts'].map((file) => readFile(path.join(root, 'generator', file), 'utf8')));
  const versions = await Promise.all(['@fontsource/inter', 'opentype.js'].map(packageVersion));
  return JSON.stringify([site.name, site.headline, site.tagline, ...code, light, dark, versions]);
}

/** The images and what they were drawn from: a watch rebuild reuses them unless one of those changed. */
let memo: { key: string; images: Awaited<ReturnType<typeof drawImages>> } | null = null;

export async function buildHeadAssets(site: Site) {
  const favicon = await readFile(faviconSource);
  const [hazard] = await svgHazards(favicon);
  if (hazard) throw new BuildError(`${path.relative(root, faviconSource)}:${hazard.line}: the favicon could run script on the site's origin, so it is not published: ${hazard.what}.`);
  const key = contentHash(favicon, JSON.stringify([site.name, site.headline, site.tagline, light, dark]));
  if (memo?.key !== key) memo = { key, images: await drawImages(site, new Uint8Array(favicon)) };
  const { files, head, manifestIcons } = memo.images;
  return { files: new Map([...files, [manifestPath.slice(1), webManifest(site, manifestIcons)]]), head };
}

function webManifest(site: Site, icons: { src: string; sizes: string; type: string }[]) {
  const manifest = {
    name: `${site.name}: ${site.headline}`,
    short_name: site.name,
    description: site.role,
    start_url: '/',
    display: 'standalone',
    background_color: light.background,
    theme_color: light.primary,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function drawImages(site: Site, favicon: Uint8Array) {
  const files = new Map<string, Uint8Array | string>();
  const publish = (name: string, extension: string, contents: Uint8Array) => {
    const file = `assets/${name}-${contentHash(contents)}.${extension}`;
    files.set(file, contents);
    return `/${file}`;
  };

  const drawFavicon = async () => favicon;
  const drawSocial = async () => new Uint8Array(Buffer.from((await import('./social-preview')).socialPreviewSvg(site)));
  const [icon32, icon180, icon192, icon512, socialPng] = await Promise.all([
    png(favicon, { width: 32, height: 32 }, drawFavicon),
    png(favicon, { width: 180, height: 180 }, drawFavicon),
    png(favicon, { width: 192, height: 192 }, drawFavicon),
    png(favicon, { width: 512, height: 512 }, drawFavicon),
    png(await socialPreviewKey(site), socialSize, drawSocial),
  ]);

  const manifestIcons = [
    { src: publish('icon-192', 'png', icon192), sizes: '192x192', type: 'image/png' },
    { src: publish('icon-512', 'png', icon512), sizes: '512x512', type: 'image/png' },
  ];
  const head: HeadAssets = {
    iconSvg: publish('favicon', 'svg', favicon),
    iconPng: publish('favicon-32', 'png', icon32),
    appleTouchIcon: publish('apple-touch-icon', 'png', icon180),
    manifest: manifestPath,
    socialImage: {
      url: publish('social-preview', 'png', socialPng),
      ...socialSize,
      alt: `${site.name}: ${site.headline}. ${site.tagline}.`,
    },
  };
  return { files, head, manifestIcons };
}
