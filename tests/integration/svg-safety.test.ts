import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import http from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importImage } from '../support/import-image';
import { runBuild } from '../support/build-process';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const scripted = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <rect width="10" height="10"/>
  <script>fetch('/steal?c=' + document.cookie)</script>
</svg>
`;

describe('a build', () => {
  let project: ProjectCopy;

  const build = () => runBuild(project);

  beforeAll(async () => {
    project = await copyProject();
  });
  afterAll(() => project.remove());

  test('publishes every clean SVG byte for byte', async () => {
    expect((await build()).code).toBe(0);
    const published = await readdir(project.file('dist/assets'));
    for (const source of ['favicon.svg', 'gallery/01-first-switch.svg', 'projects/drone-spraying.svg', 'story/texted-door.svg']) {
      const name = path.basename(source, '.svg');
      const file = published.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith('.svg'));
      expect(await readFile(project.file(`dist/assets/${file ?? 'missing'}`), 'utf8')).toBe(await project.read(`assets/${source}`));
    }
  });

  test('refuses an SVG with script imported by a data file, naming the file and line, and publishes nothing', async () => {
    const before = await readdir(project.file('dist/assets'));
    await project.write('assets/gallery/scripted.svg', scripted);
    await project.edit('data/gallery.ts', (text) =>
      text.replace("'../assets/gallery/01-first-switch.svg'", "'../assets/gallery/scripted.svg'"),
    );
    const { code, output } = await build();
    expect(code).toBe(1);
    expect(output).toContain('assets/gallery/scripted.svg:4');
    expect(output).toContain("could run script on the site's origin, so it is not published: a <script> element");
    expect(await readdir(project.file('dist/assets'))).toEqual(before);
  });

  test('refuses a favicon with an event handler, naming it', async () => {
    await project.edit('data/gallery.ts', (text) =>
      text.replace("'../assets/gallery/scripted.svg'", "'../assets/gallery/01-first-switch.svg'"),
    );
    await project.edit('assets/favicon.svg', (text) => text.replace('<svg ', '<svg onload="alert(document.domain)" '));
    const { code, output } = await build();
    expect(code).toBe(1);
    expect(output).toContain('assets/favicon.svg:1: the favicon could run script');
    expect(output).toContain('onload');
  });
});

describe('an SVG on a CDN', () => {
  const bodies: Record<string, string> = {
    '/scripted.svg': scripted,
    '/clean.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2" cx="2" cy="2"/></svg>',
  };
  const cdn = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(bodies[request.url ?? ''] ?? '');
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const address = cdn.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

  const importRemote = async (url: string) => importImage(url, { cacheDir: await mkdtemp(path.join(tmpdir(), 'remote-svg-')) });

  test('with script is not published: it is linked as it is, with a warning', async () => {
    const url = `${origin}/scripted.svg`;
    const { image, files, warnings } = await importRemote(url);
    expect(image).toBe(url);
    expect(files).toEqual([]);
    expect(warnings).toEqual([`  warning: ${url} could run script (a <script> element, line 4); it is linked as it is, not published.`]);
  });

  test('that is clean is published byte for byte', async () => {
    const { image, files, warnings } = await importRemote(`${origin}/clean.svg`);
    expect(warnings).toEqual([]);
    expect(image).toMatch(/^\/assets\/clean-[0-9A-F]{8}\.svg$/);
    expect(files.map((file) => Buffer.from(file.contents).toString())).toEqual([bodies['/clean.svg']]);
  });
});
