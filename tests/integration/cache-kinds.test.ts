import { afterAll, beforeAll, expect, test } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type CacheKind, cacheFolder, cacheKinds } from '../../generator/cache/cache-core.mjs';
import { copyProject, privateCache, type ProjectCopy, snapshotDist } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { damages } from '../support/cache-damage';

// Every kind of entry the store lists is damaged in every way an entry can be, and the next build
// must succeed, say which entries it threw away, and publish exactly what a clean build did.
let project: ProjectCopy;
let cleanBuild: Record<string, string | undefined>;
let server: http.Server;
const cache = () => project.file(cacheFolder);
// `npm run build`: the compiled generator's cache is used only through the launcher.
const build = () => runBuild(project, { launcher: true });
const timeout = 300_000;

/** The files of one kind, from the cache folder's root. */
async function entriesOf(kind: CacheKind) {
  const at = path.join(cache(), kind.at);
  if (!kind.at.endsWith('/') && kind.at !== '') return [at];
  const listed = await readdir(at, { recursive: true, withFileTypes: true });
  return listed
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(at, path.join(entry.parentPath, entry.name)))
    .filter((file) => !kind.files || kind.files.test(file.split(path.sep).join('/')))
    .map((file) => path.join(at, file));
}

const kinds = Object.values(cacheKinds);

beforeAll(async () => {
  // A CDN on this computer, so remote fetches have entries too.
  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project = await copyProject();
  await privateCache(project);
  await project.edit('data/gallery.ts', (text) =>
    text.replace("'../assets/gallery/01-first-switch.svg'", `'http://127.0.0.1:${port}/first-switch.jpg'`),
  );
  const { code, output } = await build();
  expect(output).not.toContain('cache:');
  expect(code).toBe(0);
  cleanBuild = await snapshotDist(project);
}, timeout);
afterAll(async () => {
  server.close();
  await project.remove();
});

test('every file in the cache belongs to one kind the store lists, and every kind has entries', { timeout }, async () => {
  const listed = await readdir(cache(), { recursive: true, withFileTypes: true });
  const files = listed
    .filter((entry) => entry.isFile() && entry.name !== '.pruned')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const owned = new Map<string, string[]>();
  for (const kind of kinds) for (const file of await entriesOf(kind)) owned.set(file, [...(owned.get(file) ?? []), kind.name]);
  const owners = Object.fromEntries(files.map((file) => [path.relative(cache(), file), owned.get(file) ?? []]));
  expect(Object.entries(owners).filter(([, names]) => names.length !== 1)).toEqual([]);
  for (const kind of kinds) expect((await entriesOf(kind)).length, kind.name).toBeGreaterThan(0);
});

for (const { way, damage } of damages) {
  test(`every kind of cache entry ${way} is thrown away, said so, and rebuilt: dist/ equals a clean build`, { timeout }, async () => {
    const damaged = new Map<CacheKind, string[]>();
    for (const kind of kinds) {
      const files = await entriesOf(kind);
      for (const file of files) await damage(file, await readFile(file));
      damaged.set(kind, files);
    }
    const { code, output } = await build();
    expect(output).not.toMatch(/SyntaxError|Unexpected end of JSON|EISDIR|\[plugin /);
    expect(code, output).toBe(0);
    for (const [kind, files] of damaged) {
      const said = files.some((file) => output.includes(`cache: ${path.relative(project.dir, file)} was damaged (`));
      expect(said, `${kind.name}: no line says an entry was thrown away\n${output}`).toBe(true);
    }
    expect(await snapshotDist(project)).toEqual(cleanBuild);
    // The next build finds every entry whole again and says nothing.
    const again = await build();
    expect(again.code).toBe(0);
    expect(again.output).not.toContain('cache:');
  });
}
