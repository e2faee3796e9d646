import { afterAll, expect, test } from 'vitest';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { addPortrait } from '../support/owner-edits';
import { runBuild } from '../support/build-process';
import { heroImage } from '../support/hero-image';

const fixture = path.resolve(import.meta.dirname, '../fixtures/field.jpg');

let project: ProjectCopy | undefined;
afterAll(() => project?.remove());

test("with the owner's portrait in data/site.ts, the hero shows it as the priority image in AVIF and WebP", async () => {
  project = await copyProject();
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
