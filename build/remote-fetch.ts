import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';

/** The spec's data-fetching defaults. */
export const fetchPolicy = {
  retries: 3,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A cached copy younger than this is used without a request. */
  freshForMs: 5 * 60_000,
} as const;

export interface FetchClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: FetchClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The wait before retry `attempt` (1-based): 1 s, doubling, never over 30 s. */
export function retryDelay(attempt: number) {
  return Math.min(fetchPolicy.firstDelayMs * 2 ** (attempt - 1), fetchPolicy.maxDelayMs);
}

/** One request and up to three retries with backoff; throws the last error. */
export async function fetchWithRetry(url: string, clock: FetchClock = realClock): Promise<Uint8Array> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= fetchPolicy.retries; attempt += 1) {
    if (attempt > 0) await clock.sleep(retryDelay(attempt));
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

interface CacheEntry {
  url: string;
  fetchedAt: number;
}

export type RemoteResult =
  | { kind: 'fresh' | 'fetched'; bytes: Uint8Array; file: string }
  | { kind: 'stale'; bytes: Uint8Array; file: string; error: string }
  | { kind: 'unavailable'; error: string };

/**
 * A remote file, from the on-disk cache while it is fresh, else fetched (with retries). When the
 * network fails, a stale copy is used if there is one; the build never fails for a CDN.
 */
export async function fetchRemote(url: string, cacheDir: string, clock: FetchClock = realClock): Promise<RemoteResult> {
  const key = createHash('sha256').update(url).digest('hex').slice(0, 24);
  const extension = path.extname(new URL(url).pathname).toLowerCase() || '.bin';
  const file = path.join(cacheDir, `${key}${extension}`);
  const metaFile = path.join(cacheDir, `${key}.json`);
  const entry = await readFile(metaFile, 'utf8').then((text) => JSON.parse(text) as CacheEntry, () => null);
  const cached = entry ? await readFile(file).then((bytes) => new Uint8Array(bytes), () => null) : null;

  if (entry && cached && clock.now() - entry.fetchedAt < fetchPolicy.freshForMs) return { kind: 'fresh', bytes: cached, file };
  try {
    const bytes = await fetchWithRetry(url, clock);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, bytes);
    await writeFile(metaFile, JSON.stringify({ url, fetchedAt: clock.now() } satisfies CacheEntry));
    return { kind: 'fetched', bytes, file };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return cached ? { kind: 'stale', bytes: cached, file, error: message } : { kind: 'unavailable', error: message };
  }
}
