import http from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import * as esbuild from 'esbuild';
import { fetchPolicy, fetchRemote, retryDelay, type FetchClock } from '../../build/remote-fetch';
import { imagePlugin, type ResponsiveImage } from '../../build/image-plugin';

const photo = await readFile(path.resolve(import.meta.dirname, '../fixtures/field.jpg'));

/** A CDN that fails its next `failures` requests, then answers. */
let failures = 0;
let requests = 0;
const server = http.createServer((request, response) => {
  requests += 1;
  if (failures > 0) {
    failures -= 1;
    response.writeHead(503).end('busy');
    return;
  }
  response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
});
let origin = '';

/** Fake timers: waiting moves virtual time at once, and every wait is recorded. */
function fakeClock(start = 1_000_000): FetchClock & { delays: number[]; advance: (ms: number) => void } {
  let time = start;
  const delays: number[] = [];
  return {
    delays,
    now: () => time,
    sleep: async (ms) => {
      delays.push(ms);
      time += ms;
    },
    advance: (ms) => {
      time += ms;
    },
  };
}

const newCacheDir = () => mkdtemp(path.join(tmpdir(), 'remote-cache-'));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  failures = 0;
  requests = 0;
});

test('retries wait 1 s, doubling, never more than 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  expect(fetchPolicy.retries).toBe(3);
});

test('a CDN that fails twice is asked three times, waiting 1 s then 2 s', async () => {
  failures = 2;
  const clock = fakeClock();
  const result = await fetchRemote(`${origin}/photo.jpg`, await newCacheDir(), clock);
  expect(result.kind).toBe('fetched');
  expect(requests).toBe(3);
  expect(clock.delays).toEqual([1000, 2000]);
});

test('a CDN that keeps failing is asked four times (three retries), then the image is unavailable', async () => {
  failures = 99;
  const clock = fakeClock();
  const result = await fetchRemote(`${origin}/photo.jpg`, await newCacheDir(), clock);
  expect(result).toEqual({ kind: 'unavailable', error: `${origin}/photo.jpg answered 503 Service Unavailable` });
  expect(requests).toBe(4);
  expect(clock.delays).toEqual([1000, 2000, 4000]);
});

test('a copy is reused without a request for 5 minutes, then fetched again', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, clock)).kind).toBe('fetched');
  clock.advance(fetchPolicy.freshForMs - 1);
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, clock)).kind).toBe('fresh');
  expect(requests).toBe(1);
  clock.advance(1);
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, clock)).kind).toBe('fetched');
  expect(requests).toBe(2);
});

test('when the CDN is down, a stale copy is used', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  await fetchRemote(`${origin}/photo.jpg`, cacheDir, clock);
  clock.advance(fetchPolicy.freshForMs * 10);
  failures = 99;
  const result = await fetchRemote(`${origin}/photo.jpg`, cacheDir, clock);
  expect(result.kind).toBe('stale');
  expect(result.kind === 'stale' && Buffer.from(result.bytes).equals(photo)).toBe(true);
});

async function importRemote(url: string, cacheDir: string) {
  const warnings: string[] = [];
  const encoded = new Map<string, { file: string; contents: Uint8Array }[]>();
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(url)};`, resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [imagePlugin(encoded, (line) => warnings.push(line), { cacheDir, clock: fakeClock() })],
  });
  const module = (await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]?.text ?? '')}`)) as { default: string | ResponsiveImage };
  return { image: module.default, files: encoded.get(url) ?? [], warnings };
}

test('an imported CDN image goes through the same pipeline as a local one', async () => {
  const { image, files, warnings } = await importRemote(`${origin}/rice-field.jpg`, await newCacheDir());
  expect(warnings).toEqual([]);
  expect(typeof image === 'object' && image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  expect(typeof image === 'object' && image.src).toMatch(/^\/assets\/rice-field-1400-[0-9A-F]{8}\.jpg$/);
  expect(files.length).toBe(15);
});

test('a CDN image that cannot be fetched is linked as it is, with a warning', async () => {
  failures = 99;
  const url = `${origin}/gone.jpg`;
  const { image, warnings } = await importRemote(url, await newCacheDir());
  expect(image).toBe(url);
  expect(warnings).toEqual([`  warning: could not fetch ${url} (${url} answered 503 Service Unavailable); it is linked as it is.`]);
});
