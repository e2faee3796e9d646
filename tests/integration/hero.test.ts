import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { addPortrait, addPortraitAsReadmeSays, removePortrait } from '../support/owner-edits';
import { runBuild } from '../support/build-process';
import { heroImage } from '../support/hero-image';
import { writePhonePhoto } from '../support/phone-photo';
import { budgets } from '../support/budgets';

const fixture = path.resolve(import.meta.dirname, '../fixtures/field.jpg');

const projects: ProjectCopy[] = [];
afterAll(() => Promise.all(projects.map((project) => project.remove())));

describe('without a portrait', () => {
  // A copy, not the project: the owner's data/site.ts may hold a portrait by now.
  let html: string;
  beforeAll(async () => {
    const project = await copyProject();
    projects.push(project);
    await removePortrait(project);
    const { code, output } = await runBuild(project);
    expect(code, output).toBe(0);
    html = await project.read('dist/index.html');
  });

  test('the drawn scene stands in its place: decorative, sized, and first to load', () => {
    const image = heroImage(html);
    expect(image).toMatch(/^<img [^>]*src="\/assets\/drone-over-paddies-[^"]+\.svg"/);
    expect(image).toContain('alt=""');
    expect(image).toContain('width="640" height="560"');
    expect(image).toContain('loading="eager"');
    expect(image).toContain('fetchPriority="high"');
  });

  test('the first-screen image is asked for from the head, after the policy and before the inline styles', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image" href="\/assets\/drone-over-paddies-[^"]+\.svg" fetchPriority="high"\/>/;
    expect(head).toMatch(preload);
    const at = head.search(preload);
    expect(at).toBeGreaterThan(head.indexOf('http-equiv="Content-Security-Policy"'));
    expect(at).toBeLessThan(head.indexOf('<style'));
    // Once: none is left where the body begins.
    expect(html.slice(html.indexOf('<body'))).not.toContain('rel="preload"');
  });
});

test("with the owner's portrait in data/site.ts, the hero shows it as the priority image in AVIF and WebP", async () => {
  const project = await copyProject();
  projects.push(project);
  await copyFile(fixture, project.file('assets/portrait.jpg'));
  await addPortrait(project, 'The owner beside a spraying drone');
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
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

test("a phone's photo added as the README says keeps the home page in the first round trip, the portrait in AVIF and WebP with a JPEG fallback", async () => {
  const project = await copyProject();
  projects.push(project);
  const { photo, alt } = await addPortraitAsReadmeSays(project);
  // Upright, as a phone takes it: 12 megapixels, wider than the 1920 px the site publishes.
  await writePhonePhoto(project.file(photo), { width: 3000, height: 4000 });
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
  const html = await project.read('dist/index.html');
  expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(budgets.htmlBytes);
  expect(output).not.toContain('first round trip');

  const image = heroImage(html);
  const sources = [...image.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)];
  expect(sources.map(([, type]) => type)).toEqual(['image/avif', 'image/webp']);
  const sizes = sources[0]?.[3] ?? '';
  for (const [, type, srcset, sourceSizes] of sources) {
    expect(sourceSizes).toBe(sizes);
    const extension = type?.replace('image/', '') ?? '';
    const candidates = (srcset ?? '').split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
    for (const [url, width] of candidates)
      expect(url).toMatch(new RegExp(`^/assets/me-${width?.slice(0, -1)}-[0-9A-F]{8}\\.${extension}$`));
  }
  // The fallback a browser without either picks from by width too, and its box is reserved before any file arrives.
  const fallback = /<img [^>]*>/.exec(image)?.[0] ?? '';
  expect(fallback).toMatch(/ src="\/assets\/me-\d+-[0-9A-F]{8}\.jpg"/);
  expect(fallback).toMatch(/ srcSet="\/assets\/me-320-[0-9A-F]{8}\.jpg 320w, [^"]*\/assets\/me-1920-[0-9A-F]{8}\.jpg 1920w"/);
  expect(fallback).toContain(` sizes="${sizes}"`);
  expect(fallback).toContain(`alt="${alt}"`);
  expect(fallback).toContain('width="1920" height="2560"');
}, 180_000);
