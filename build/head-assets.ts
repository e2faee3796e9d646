import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Site } from '../data/types';
import { dark, light } from '../styles/palette';
import { root } from './paths';
import { cachedEncode } from './image-cache';
import { contentHash } from './hash';

/** What every page's <head> links to besides its own content. */
export interface HeadAssets {
  iconSvg: string;
  iconPng: string;
  appleTouchIcon: string;
  manifest: string;
  socialImage: { url: string; width: number; height: number; alt: string };
}

const faviconSource = path.join(root, 'assets', 'favicon.svg');
const socialSize = { width: 1200, height: 630 };
export const manifestPath = '/manifest.webmanifest';

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
 * What the social preview is drawn from: the name, the code that draws it (its texts and
 * layout here, glyph placement in text-paths.ts), the palette, and the font and font-parser
 * releases. Parsing the fonts (~110 ms) happens only when one of them changed.
 */
async function socialPreviewKey(site: Site) {
  const code = await Promise.all(['head-assets.ts', 'text-paths.ts'].map((file) => readFile(path.join(root, 'build', file), 'utf8')));
  const versions = await Promise.all(['@fontsource/inter', 'opentype.js'].map(packageVersion));
  return JSON.stringify([site.name, ...code, light, dark, versions]);
}

/** The 1200x630 card shared links show: the owner's name and headline on the site's palette. */
function socialPreviewSvg(site: Site, textPath: typeof import('./text-paths').textPath) {
  const name = textPath(site.name, { x: 96, y: 250, size: 88, weight: 800 });
  const headline = textPath("Engineering Africa's Future", { x: 96, y: 350, size: 56, weight: 700 });
  const tagline = textPath('Innovating with Drones, Data, and Surgical Robotics', { x: 96, y: 440, size: 34, weight: 400 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${socialSize.width}" height="${socialSize.height}" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark.background}"/><stop offset="1" stop-color="${light.primary}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="96" y="120" width="96" height="10" rx="5" fill="${dark.accent}"/>
<path d="${name.data}" fill="${dark.text}"/>
<path d="${headline.data}" fill="${dark.primary}"/>
<path d="${tagline.data}" fill="${dark.text}" opacity="0.8"/>
<g fill="none" stroke="${dark.secondary}" stroke-width="6" stroke-linecap="round" opacity="0.85" transform="translate(1010 150)">
<path d="M-60 0h120M0 -36v72"/><circle cx="-84" cy="-48" r="30"/><circle cx="84" cy="-48" r="30"/><circle cx="-84" cy="48" r="30"/><circle cx="84" cy="48" r="30"/>
</g></svg>`;
}

/** The images and what they were drawn from: a watch rebuild reuses them unless one of those changed. */
let memo: { key: string; images: Awaited<ReturnType<typeof drawImages>> } | null = null;

export async function buildHeadAssets(site: Site) {
  const favicon = await readFile(faviconSource);
  const key = contentHash(favicon, JSON.stringify([site.name, light, dark]));
  if (memo?.key !== key) memo = { key, images: await drawImages(site, new Uint8Array(favicon)) };
  const { files, head, manifestIcons } = memo.images;
  return { files: new Map([...files, [manifestPath.slice(1), webManifest(site, manifestIcons)]]), head };
}

function webManifest(site: Site, icons: { src: string; sizes: string; type: string }[]) {
  const manifest = {
    name: `${site.name}: Engineering Africa's Future`,
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
  const drawSocial = async () => new Uint8Array(Buffer.from(socialPreviewSvg(site, (await import('./text-paths')).textPath)));
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
      alt: `${site.name}: Engineering Africa's Future. Innovating with Drones, Data, and Surgical Robotics.`,
    },
  };
  return { files, head, manifestIcons };
}
