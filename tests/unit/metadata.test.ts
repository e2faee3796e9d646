import { beforeAll, expect, test } from 'vitest';
import { buildHeadAssets } from '../../generator/head-assets';
import { crawlFiles } from '../../generator/crawl-files';
import { siteRoutes } from '../../pages/site-routes';
import { projects } from '../../data/projects';
import { slugOf } from '../../data/slug';
import { contentSecurityPolicy } from '../../generator/csp';
import { cspHash } from '../../generator/hash';
import { site } from '../../data/site';

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
  const manifest = JSON.parse(String(assets.files.get('manifest.webmanifest'))) as { icons: { src: string; sizes: string }[]; start_url: string };
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect(assets.files.has(icon.src.slice(1))).toBe(true);
});

test('two builds of the head assets are byte-identical', async () => {
  const again = await buildHeadAssets(site);
  expect([...again.files.keys()]).toEqual([...assets.files.keys()]);
});

test('the sitemap lists every page but the not-found page, each project page too; robots.txt points at it', () => {
  const files = crawlFiles(site, siteRoutes);
  const sitemap = String(files.get('sitemap.xml'));
  const projectPages = projects.map((project) => `/projects/${slugOf(project.title)}/`);
  for (const path of ['/', '/my-story/', '/resume/', '/testimonials/', ...projectPages]) expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
  expect(sitemap).not.toContain('404');
  expect(files.get('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

test('the policy hashes the inline script and style, and allows only the frames and media the page names', () => {
  const html = [
    '<head><meta charSet="utf-8"/><script>setTheme()</script><style>body{margin:0}</style></head>',
    '<div data-video-embed="https://www.youtube-nocookie.com/embed/aBcDeFgHi01"></div>',
    '<video><source src="https://videos.example.com/demo.mp4"/></video>',
  ].join('');
  const policy = contentSecurityPolicy(html);
  expect(policy).toContain(`script-src 'self' ${cspHash('setTheme()')}`);
  expect(policy).toContain(`style-src 'self' ${cspHash('body{margin:0}')}`);
  expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
  expect(policy).toContain("media-src 'self' https://videos.example.com;");
  expect(contentSecurityPolicy('<head></head>')).toContain("frame-src 'none'");
  expect(contentSecurityPolicy('<head></head>')).toContain("img-src 'self' data:;");
  // A CDN image that could not be fetched at build time is linked from its own origin.
  expect(contentSecurityPolicy('<img src="https://cdn.example.com/a.jpg"/>')).toContain("img-src 'self' data: https://cdn.example.com;");
});
