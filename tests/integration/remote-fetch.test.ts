import http from 'node:http';
import net from 'node:net';
import { mkdtemp, readdir, readFile, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { fetchPolicy, fetchRemote, retryDelay, type FetchClock } from '../../generator/assets/remote-fetch';
import { importImage } from '../support/import-image';

const photo = await readFile(path.resolve(import.meta.dirname, '../fixtures/field.jpg'));

/** A CDN that fails its next `failures` requests, then answers. */
let failures = 0;
let requests = 0;
const server = http.createServer((request, response) => {
  requests += 1;
  if (request.url === '/missing.jpg') {
    response.writeHead(404).end('not here');
    return;
  }
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
  const result = await fetchRemote(`${origin}/photo.jpg`, await newCacheDir(), { clock });
  expect(result.kind).toBe('fetched');
  expect(requests).toBe(3);
  expect(clock.delays).toEqual([1000, 2000]);
});

test('a CDN that keeps failing is asked four times (three retries), then the image is unavailable', async () => {
  failures = 99;
  const clock = fakeClock();
  const result = await fetchRemote(`${origin}/photo.jpg`, await newCacheDir(), { clock });
  expect(result).toEqual({ kind: 'unavailable', error: `${origin}/photo.jpg answered 503 Service Unavailable` });
  expect(requests).toBe(4);
  expect(clock.delays).toEqual([1000, 2000, 4000]);
});

test('a copy is reused without a request for 5 minutes, then fetched again', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock })).kind).toBe('fetched');
  clock.advance(fetchPolicy.freshForMs - 1);
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock })).kind).toBe('fresh');
  expect(requests).toBe(1);
  clock.advance(1);
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock })).kind).toBe('fetched');
  expect(requests).toBe(2);
});

test('when the CDN is down, a stale copy is used', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock });
  clock.advance(fetchPolicy.freshForMs * 10);
  failures = 99;
  const result = await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock });
  expect(result.kind).toBe('stale');
  expect(result.kind === 'stale' && Buffer.from(result.bytes).equals(photo)).toBe(true);
});

const importRemote = (url: string, cacheDir: string) => importImage(url, { cacheDir, clock: fakeClock() });

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

/** A real local server that accepts connections and never answers (or stops mid-body), counting connections. */
async function silentServer(kind: 'never answers' | 'stops mid-body') {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const stall =
    kind === 'never answers'
      ? net.createServer(() => {})
      : http.createServer((_request, response) => {
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(photo.length) });
          response.write(photo.subarray(0, 1000));
        });
  /** The path of every request that reached the server. */
  const asked: string[] = [];
  stall.on('connection', (socket: net.Socket) => {
    connections += 1;
    sockets.add(socket);
    if (kind === 'never answers') socket.once('data', (chunk) => asked.push(/^[A-Z]+ (\S+)/.exec(chunk.toString())?.[1] ?? ''));
  });
  await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
  const address = stall.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    connections: () => connections,
    asked: () => asked,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => stall.close(() => resolve()));
    },
  };
}

for (const kind of ['never answers', 'stops mid-body'] as const) {
  test(`a CDN that ${kind} is given up on after each attempt's time limit, three retries, and the build goes on`, async () => {
    const cdn = await silentServer(kind);
    try {
      const clock = fakeClock();
      const url = `${cdn.origin}/photo.jpg`;
      const result = await fetchRemote(url, await newCacheDir(), { clock, timeoutMs: 200 });
      expect(result).toEqual({ kind: 'unavailable', error: `${url} did not answer within 200 ms` });
      expect(cdn.connections()).toBeGreaterThan(0);
      // Four attempts: the waits before the three retries.
      expect(clock.delays).toEqual([1000, 2000, 4000]);
    } finally {
      await cdn.close();
    }
  });
}

test('an origin that failed is not contacted again for 5 minutes, by this process or the next (it is on disk)', async () => {
  const cdn = await silentServer('never answers');
  try {
    const clock = fakeClock();
    const cacheDir = await newCacheDir();
    await fetchRemote(`${cdn.origin}/photo.jpg`, cacheDir, { clock, timeoutMs: 100 });
    expect(cdn.asked()).toContain('/photo.jpg');
    clock.advance(fetchPolicy.failedForMs - 1000);
    // Another file on the same origin, as the next watch rebuild or build would ask for it. Had it
    // asked, its request would have reached the server within the 100 ms it waited for an answer.
    const skipped = await fetchRemote(`${cdn.origin}/other.jpg`, cacheDir, { clock, timeoutMs: 100 });
    expect(skipped.kind).toBe('unavailable');
    expect(skipped.kind === 'unavailable' && skipped.error).toMatch(
      /did not answer within 100 ms; not asked again until \d\d:\d\d:\d\d UTC$/,
    );
    expect(cdn.asked()).not.toContain('/other.jpg');
    clock.advance(1000);
    await fetchRemote(`${cdn.origin}/other.jpg`, cacheDir, { clock, timeoutMs: 100 });
    expect(cdn.asked()).toContain('/other.jpg');
  } finally {
    await cdn.close();
  }
});

test('a missing file does not stop the build asking its origin for others', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  expect(await fetchRemote(`${origin}/missing.jpg`, cacheDir, { clock })).toEqual({
    kind: 'unavailable',
    error: `${origin}/missing.jpg answered 404 Not Found`,
  });
  expect((await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock })).kind).toBe('fetched');
});

test('a cached copy cut short is thrown away and fetched again, whole', async () => {
  const clock = fakeClock();
  const cacheDir = await newCacheDir();
  await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock });
  for (const name of await readdir(cacheDir)) await truncate(path.join(cacheDir, name), 100);
  const again = await fetchRemote(`${origin}/photo.jpg`, cacheDir, { clock });
  expect(again.kind).toBe('fetched');
  expect(again.kind === 'fetched' && Buffer.from(again.bytes).equals(photo)).toBe(true);
  expect(requests).toBe(2);
});
