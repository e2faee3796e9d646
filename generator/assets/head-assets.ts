import type { Site } from '../../data/types';
import type { HeadAssets } from '../../components/head-assets';
import { dark, light } from '../../styles/palette';
import { contentHash } from '../cache/hash';
import { socialSize } from './social-size';
import { drawIcons, readFavicon } from './site-icons';
import { drawSocialCard, socialCardAlt, socialCardWords } from './social-card';
import { manifestPath, webManifest } from './web-manifest';

/** The images and what they were drawn from: a watch rebuild reuses them unless one of those changed. */
let memo: { key: string; images: Awaited<ReturnType<typeof publishImages>> } | null = null;

/** The files every page's <head> links to (icons, social card, manifest), published under content-hashed names. */
export async function buildHeadAssets(site: Site) {
  const favicon = await readFavicon();
  const key = contentHash(favicon, JSON.stringify([...socialCardWords(site), light, dark]));
  if (memo?.key !== key) memo = { key, images: await publishImages(site, favicon) };
  const { files, head, manifestIcons } = memo.images;
  return { files: new Map([...files, [manifestPath.slice(1), webManifest(site, manifestIcons)]]), head };
}

async function publishImages(site: Site, favicon: Uint8Array) {
  const files = new Map<string, Uint8Array | string>();
  const publish = (name: string, extension: string, contents: Uint8Array) => {
    const file = `assets/${name}-${contentHash(contents)}.${extension}`;
    files.set(file, contents);
    return `/${file}`;
  };

  const [icons, socialCard] = await Promise.all([drawIcons(favicon), drawSocialCard(site)]);
  const manifestIcons = [
    { src: publish('icon-192', 'png', icons.manifestSmall), sizes: '192x192', type: 'image/png' },
    { src: publish('icon-512', 'png', icons.manifestLarge), sizes: '512x512', type: 'image/png' },
  ];
  const head: HeadAssets = {
    iconSvg: publish('favicon', 'svg', favicon),
    iconPng: publish('favicon-32', 'png', icons.tab),
    appleTouchIcon: publish('apple-touch-icon', 'png', icons.appleTouch),
    manifest: manifestPath,
    socialImage: { url: publish('social-preview', 'png', socialCard), ...socialSize, alt: socialCardAlt(site) },
  };
  return { files, head, manifestIcons };
}
