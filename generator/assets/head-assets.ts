import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Site } from '../../data/types';
import type { HeadAssets } from '../../components/head-assets';
import { dark, light } from '../../styles/palette';
import { BuildError } from '../errors';
import { root } from '../paths';
import { contentHash } from '../cache/hash';
import { cachedPng } from './image-cache';
import { socialSize } from './social-size';
import { svgHazards } from './svg-checked';
import { drawSocialCard, socialCardAlt, socialCardWords } from './social-card';

const faviconSource = path.join(root, 'assets', 'favicon.svg');
const manifestPath = '/manifest.webmanifest';

/** assets/favicon.svg, refused when it could run script on the site's origin. */
async function readFavicon() {
  const favicon = await readFile(faviconSource);
  const [hazard] = await svgHazards(favicon);
  if (hazard)
    throw new BuildError(
      `${path.relative(root, faviconSource)}:${hazard.line}: the favicon could run script on the site's origin, so it is not published: ${hazard.what}.`,
    );
  return new Uint8Array(favicon);
}

/** The images and what they were drawn from: a watch rebuild reuses them unless one of those changed. */
let memo: { key: string; images: Awaited<ReturnType<typeof publishImages>> } | null = null;

/** The files every page's <head> links to (icons, social card, manifest), published under content-hashed names. */
export async function buildHeadAssets(site: Site) {
  const favicon = await readFavicon();
  const key = contentHash(favicon, JSON.stringify([...socialCardWords(site), light, dark]));
  if (memo?.key !== key) memo = { key, images: await publishImages(site, favicon) };
  const { files, head, manifestIcons } = memo.images;
  // How the site looks installed on a phone's home screen.
  const manifest = {
    name: `${site.name}: ${site.headline}`,
    short_name: site.name,
    description: site.role,
    start_url: '/',
    display: 'standalone',
    background_color: light.background,
    theme_color: light.primary,
    icons: manifestIcons,
  };
  return { files: new Map([...files, [manifestPath.slice(1), `${JSON.stringify(manifest, null, 2)}\n`]]), head };
}

async function publishImages(site: Site, favicon: Uint8Array) {
  const files = new Map<string, Uint8Array | string>();
  const publish = (name: string, extension: string, contents: Uint8Array) => {
    const file = `assets/${name}-${contentHash(contents)}.${extension}`;
    files.set(file, contents);
    return `/${file}`;
  };
  // The favicon drawn at the sizes browsers, iOS and the web manifest ask for.
  const icon = (size: number) => cachedPng(favicon, { width: size, height: size }, async () => favicon);
  const [tab, appleTouch, manifestSmall, manifestLarge, socialCard] = await Promise.all([
    icon(32),
    icon(180),
    icon(192),
    icon(512),
    drawSocialCard(site),
  ]);
  const manifestIcons = [
    { src: publish('icon-192', 'png', manifestSmall), sizes: '192x192', type: 'image/png' },
    { src: publish('icon-512', 'png', manifestLarge), sizes: '512x512', type: 'image/png' },
  ];
  const head: HeadAssets = {
    iconSvg: publish('favicon', 'svg', favicon),
    iconPng: publish('favicon-32', 'png', tab),
    appleTouchIcon: publish('apple-touch-icon', 'png', appleTouch),
    manifest: manifestPath,
    socialImage: { url: publish('social-preview', 'png', socialCard), ...socialSize, alt: socialCardAlt(site) },
  };
  return { files, head, manifestIcons };
}
