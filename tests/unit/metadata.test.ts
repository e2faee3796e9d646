import { beforeAll, expect, test } from 'vitest';
import { buildHeadAssets } from '../../generator/assets/head-assets';
import { crawlFiles } from '../../generator/publish/crawl-files';
import { siteRoutes } from '../../pages/site-routes';
import { site } from '../../data/site';
import { notFoundPath } from '../../data/addresses';

let assets: Awaited<ReturnType<typeof buildHeadAssets>>;
beforeAll(async () => {
  assets = await buildHeadAssets(site);
});

test('the social preview is a 1200x630 PNG with a content-hashed name', async () => {
  const { socialImage } = assets.head;
  expect(socialImage.url).toMatch(/^\/assets\/social-preview-[0-9A-F]{8}\.png$/);
  const png = assets.files.get(socialImage.url.slice(1)) as Uint8Array;
  const view = Buffer.from(png);
  expect(view.subarray(1, 4).toString()).toBe('PNG');
  expect([view.readUInt32BE(16), view.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('favicons in SVG and PNG, an apple-touch icon, and a manifest that points at its icons', () => {
  expect(assets.head.iconSvg).toMatch(/\.svg$/);
  expect(assets.head.iconPng).toMatch(/favicon-32-.+\.png$/);
  expect(assets.head.appleTouchIcon).toMatch(/apple-touch-icon-.+\.png$/);
  const manifest = JSON.parse(String(assets.files.get('manifest.webmanifest'))) as {
    icons: { src: string; sizes: string }[];
    start_url: string;
  };
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect(assets.files.has(icon.src.slice(1))).toBe(true);
});

test('an edited headline draws a new social preview and keeps the icons; the site as it was gets its files back', async () => {
  const edited = await buildHeadAssets({ ...site, headline: `${site.headline}, edited` });
  expect(edited.head.socialImage.url).not.toBe(assets.head.socialImage.url);
  expect(edited.head.socialImage.alt).toContain(`${site.headline}, edited`);
  expect(edited.head.iconPng).toBe(assets.head.iconPng);
  expect(await buildHeadAssets(site)).toEqual(assets);
});

test('the sitemap lists every page but the not-found page, each project page too; robots.txt points at it', () => {
  const files = crawlFiles(site, siteRoutes);
  const sitemap = String(files.get('sitemap.xml'));
  const pages = siteRoutes.filter((route) => route.path !== notFoundPath);
  expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual(
    pages.map((route) => `${site.siteUrl}${route.path}`),
  );
  expect(files.get('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});
