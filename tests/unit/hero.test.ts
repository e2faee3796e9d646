import { afterAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { renderSiteInMemory } from '../support/site-in-memory';

const fixture = path.resolve(import.meta.dirname, '../fixtures/field.jpg');

/** The hero's one image tag, with the <picture> around it when there is one. */
const heroImage = (html: string) =>
  html
    .match(/<section[^>]*aria-labelledby="hero-title"[\s\S]*?<\/section>/)?.[0]
    .match(/(<picture>[\s\S]*?<\/picture>|<img [^>]*>)/)?.[0] ?? '';

let project: ProjectCopy | undefined;
afterAll(() => project?.remove());

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

test("with the owner's portrait in data/site.ts, the hero shows it as the priority image in AVIF and WebP", async () => {
  project = await copyProject();
  await copyFile(fixture, project.file('assets/portrait.jpg'));
  await project.edit('data/site.ts', (text) =>
    `import portrait from '../assets/portrait.jpg';\n${text}`.replace(
      "language: 'en',",
      "language: 'en',\n  portrait: { src: portrait, alt: 'The owner beside a spraying drone' },",
    ),
  );
  const { dir, tsx } = project;
  const code = await new Promise<number | null>((resolve) => {
    spawn(tsx, ['build.ts'], { cwd: dir, stdio: 'ignore' }).on('exit', resolve);
  });
  expect(code).toBe(0);
  const image = heroImage(await project.read('dist/index.html'));
  expect(image).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]*portrait-[^"]*\.avif/);
  expect(image).toContain('<source type="image/webp"');
  expect(image).toContain('alt="The owner beside a spraying drone"');
  expect(image).toContain('width="1400" height="900"');
  expect(image).toContain('loading="eager"');
  expect(image).toContain('fetchPriority="high"');
  expect(image).not.toContain('drone-over-paddies');
  // React preloads no image inside <picture>: the page asks for the portrait from its head itself,
  // as AVIF (a browser without AVIF skips a preload of a type it cannot show).
  const html = await project.read('dist/index.html');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image"[^>]* imageSrcSet="[^"]*portrait-[^"]*\.avif[^"]*"[^>]* imageSizes="[^"]+"[^>]*>/);
  expect(head).toMatch(
    /<link rel="preload" [^>]*type="image\/avif"[^>]*fetchPriority="high"|<link rel="preload" [^>]*fetchPriority="high"[^>]*type="image\/avif"/,
  );
  expect(head.search(/<link rel="preload"/)).toBeLessThan(head.indexOf('<style'));
});
