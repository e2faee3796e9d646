import path from 'node:path';
import { rm } from 'node:fs/promises';
import { sha256 } from '../cache/cache-core.mjs';
import { readEntry, writeEntry } from '../cache/cache-store';

/** The spec's data-fetching defaults, and the limits that keep a CDN from hanging or filling the build. */
export const fetchPolicy = {
  retries: 3,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A cached copy younger than this is used without a request. */
  freshForMs: 5 * 60_000,
  /** One attempt, connecting and the whole response. */
  timeoutMs: 10_000,
  /** An origin that failed is not asked again for this long, so rebuilds do not wait on it. */
  failedForMs: 5 * 60_000,
  /** No image on a page needs more; a larger answer is cut off, never held in memory or cached. */
  maxBytes: 25 * 1024 * 1024,
} as const;

export interface FetchClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: FetchClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface FetchOptions {
  clock?: FetchClock;
  /** Per attempt; tests set a short one. */
  timeoutMs?: number;
}

/** The wait before retry `attempt` (1-based): 1 s, doubling, never over 30 s. */
export function retryDelay(attempt: number) {
  return Math.min(fetchPolicy.firstDelayMs * 2 ** (attempt - 1), fetchPolicy.maxDelayMs);
}

/** A failure of one file (404), not of its origin: the origin's other files are still asked for. */
class FileMissing extends Error {}

/**
 * An answer that came, quickly, but is not an image the site can use (a sign-in page sent with
 * status 200, or too many bytes): not retried, cached or remembered, so the next build asks again.
 */
class NotAnImage extends Error {}

async function boundedBody(url: string, response: Response) {
  const tooLarge = () => new NotAnImage(`${url} is larger than the ${fetchPolicy.maxBytes / (1024 * 1024)} MB a remote image may be`);
  if (Number(response.headers.get('content-length') ?? 0) > fetchPolicy.maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const part of response.body ?? []) {
    length += part.length;
    if (length > fetchPolicy.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(part);
  }
  return new Uint8Array(Buffer.concat(parts));
}

/** Whether the bytes are an image the build publishes: JPEG, PNG, WebP, AVIF, or an SVG document. */
function isImageFile(bytes: Uint8Array) {
  const text = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return true;
  if (text(4, 8) === 'ftyp' && /^(avif|avis|mif1|msf1)$/.test(text(8, 12))) return true;
  const head = Buffer.from(bytes.subarray(0, 64 * 1024)).toString('utf8');
  return /^\uFEFF?\s*</.test(head) && /<svg[\s>]/i.test(head) && !/<html[\s>]/i.test(head);
}

/** What went wrong in one attempt, in words: fetch says only "fetch failed". */
function describeFailure(url: string, error: unknown, timeoutMs: number) {
  if (error instanceof FileMissing) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') return new Error(`${url} did not answer within ${timeoutMs} ms`);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (cause && 'code' in cause) return new Error(`${url}: ${String(cause.code)}`);
  return error instanceof Error ? error : new Error(String(error));
}

/** One request and up to three retries with backoff, each attempt within a time limit; throws the last error. */
async function fetchWithRetry(url: string, clock: FetchClock, timeoutMs: number): Promise<Uint8Array> {
  let lastError: Error = new Error(`${url} was not asked`);
  for (let attempt = 0; attempt <= fetchPolicy.retries; attempt += 1) {
    if (attempt > 0) await clock.sleep(retryDelay(attempt));
    try {
      // The signal bounds the connection and reading the body alike.
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        const message = `${url} answered ${response.status} ${response.statusText}`;
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
        throw permanent ? new FileMissing(message) : new Error(message);
      }
      const bytes = await boundedBody(url, response);
      if (!isImageFile(bytes)) {
        const type = response.headers.get('content-type')?.split(';')[0]?.trim();
        throw new NotAnImage(`${url} sent ${type || `${bytes.length} bytes of something`}, not an image`);
      }
      return bytes;
    } catch (error) {
      if (error instanceof NotAnImage) throw error;
      lastError = describeFailure(url, error, timeoutMs);
    }
  }
  throw lastError;
}

export type RemoteResult =
  | { kind: 'fresh' | 'fetched'; bytes: Uint8Array }
  | { kind: 'stale'; bytes: Uint8Array; error: string }
  | { kind: 'unavailable'; error: string };

const keyOf = (text: string) => sha256(text).slice(0, 24);

/** The failure recorded in `file` (of an origin, or of one URL), if it is recent. */
async function recentFailure(file: string, now: number) {
  const entry = await readEntry(file);
  const failedAt = Number(entry?.meta.failedAt);
  return entry && now - failedAt < fetchPolicy.failedForMs ? { failedAt, error: String(entry.meta.error) } : null;
}

/**
 * A remote file, from the on-disk cache while it is fresh, else fetched. When the network fails, a
 * stale copy is used if there is one: the build never fails for a CDN. A failure is remembered on
 * disk for 5 minutes, so the next build, and every watch rebuild, skips the origin instead of waiting on it.
 */
export async function fetchRemote(
  url: string,
  cacheDir: string,
  { clock = realClock, timeoutMs = fetchPolicy.timeoutMs }: FetchOptions = {},
): Promise<RemoteResult> {
  const file = path.join(cacheDir, `${keyOf(url)}.fetched`);
  const failedOrigin = path.join(cacheDir, `failed-origin-${keyOf(new URL(url).origin)}`);
  const failedFile = path.join(cacheDir, `failed-file-${keyOf(url)}`);
  const cached = await readEntry(file);
  const now = clock.now();
  const fallback = (error: string): RemoteResult =>
    cached ? { kind: 'stale', bytes: cached.bytes, error } : { kind: 'unavailable', error };

  if (cached && now - Number(cached.meta.fetchedAt) < fetchPolicy.freshForMs) return { kind: 'fresh', bytes: cached.bytes };
  const skipped = (await recentFailure(failedOrigin, now)) ?? (await recentFailure(failedFile, now));
  if (skipped) {
    const until = new Date(skipped.failedAt + fetchPolicy.failedForMs).toISOString().slice(11, 19);
    return fallback(`${skipped.error}; not asked again until ${until} UTC`);
  }
  try {
    const bytes = await fetchWithRetry(url, clock, timeoutMs);
    await writeEntry(file, bytes, { url, fetchedAt: clock.now() });
    await rm(failedOrigin, { force: true });
    return { kind: 'fetched', bytes };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NotAnImage) return fallback(message);
    const record = error instanceof FileMissing ? failedFile : failedOrigin;
    await writeEntry(record, new Uint8Array(), { failedAt: clock.now(), error: message });
    return fallback(message);
  }
}
