import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { fetchPolicy, fetchRemote, type FetchClock } from '../../generator/assets/remote-fetch';

// A CDN answers what it likes: a login or error page with status 200, or more bytes than any
// image needs. Neither may be cached as the image, nor cost the build its memory.
const photo = await readFile(path.resolve(import.meta.dirname, '../fixtures/field.jpg'));
let requests = 0;
let sentBytes = 0;
let fixed = false;
const chunk = Buffer.alloc(1024 * 1024, 0xff);

const server = http.createServer((request, response) => {
  requests += 1;
  if (request.url === '/page.jpg' && !fixed) {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title><p>Please sign in');
  } else if (request.url === '/endless.jpg') {
    // No length announced: the bytes keep coming until the reader stops.
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    const more = () => {
      while (!response.destroyed && response.write(chunk)) sentBytes += chunk.length;
      if (!response.destroyed) response.once('drain', more);
    };
    response.on('close', () => response.destroy());
    more();
  } else if (request.url === '/announced.jpg') {
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(400 * 1024 * 1024) });
    response.write(chunk);
  } else {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  }
});
let origin = '';

/** Time stands still, and waits are skipped: the test is about what is kept, not when. */
const clock: FetchClock = { now: () => 1_000_000, sleep: async () => {} };
const newCacheDir = () => mkdtemp(path.join(tmpdir(), 'remote-answers-'));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests = 0;
  sentBytes = 0;
  fixed = false;
});

test('a page answered with status 200 instead of the image is not cached: the next build asks again', async () => {
  const cacheDir = await newCacheDir();
  const first = await fetchRemote(`${origin}/page.jpg`, cacheDir, { clock });
  expect(first).toEqual({ kind: 'unavailable', error: `${origin}/page.jpg sent text/html, not an image` });
  expect((await readdir(cacheDir)).filter((name) => name.endsWith('.fetched'))).toEqual([]);
  // The CDN is fixed: the next build gets the image at once, not in 5 minutes.
  fixed = true;
  const second = await fetchRemote(`${origin}/page.jpg`, cacheDir, { clock });
  expect(second.kind).toBe('fetched');
  expect(second.kind === 'fetched' && Buffer.from(second.bytes).equals(photo)).toBe(true);
});

test('an answer that never ends is cut off at the size limit, named, and nothing is cached', async () => {
  const cacheDir = await newCacheDir();
  const result = await fetchRemote(`${origin}/endless.jpg`, cacheDir, { clock, timeoutMs: 60_000 });
  const limit = fetchPolicy.maxBytes / (1024 * 1024);
  expect(result).toEqual({ kind: 'unavailable', error: `${origin}/endless.jpg is larger than the ${limit} MB a remote image may be` });
  expect(requests).toBe(1);
  expect(sentBytes).toBeLessThan(fetchPolicy.maxBytes * 2);
  expect((await readdir(cacheDir)).filter((name) => name.endsWith('.fetched'))).toEqual([]);
});

test('an answer that announces more than the limit is refused before its body is read', async () => {
  const cacheDir = await newCacheDir();
  const result = await fetchRemote(`${origin}/announced.jpg`, cacheDir, { clock });
  const limit = fetchPolicy.maxBytes / (1024 * 1024);
  expect(result).toEqual({ kind: 'unavailable', error: `${origin}/announced.jpg is larger than the ${limit} MB a remote image may be` });
  expect(requests).toBe(1);
});
