import path from 'node:path';
import { statSync } from 'node:fs';
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import {
  cacheKinds,
  type CacheKind,
  type Meta,
  readSealed,
  readWhole,
  removeUnlessReplaced,
  reportDamaged,
  seal,
  writeAtomically,
} from './cache-core.mjs';
import { cacheDir, root } from '../paths';

/**
 * Every cache under node_modules/.cache/portfolio goes through here (and generator/launch.mjs's
 * check of the compiled generator through its core, generator/cache/cache-core.mjs), because a build
 * killed while writing, a full disk, or a hand edit leaves a file that a cache trusting names
 * would use as it is. Entries are written atomically (a temporary file in the same folder, then a
 * rename) and checked when read; a bad one is thrown away, said so in one line, and rebuilt by its
 * caller.
 *
 * Two kinds of entry:
 * - a sealed entry (compiled Markdown, encoded images, remote fetches, the style index, SVG
 *   checks, the last validation, the compiled generator's manifest) starts with one header line
 *   holding its length and sha256, and small facts of the caller's (`meta`);
 * - a content-named file (compiled modules, CSS), read by esbuild or Node as it is, so it has no
 *   header: its name already is a hash of its contents, which the caller checks.
 */

export type { Meta };

/** Entries used within this long are not touched again: one write a day, not one a read. */
const touchEveryMs = 24 * 60 * 60_000;

/** Where entries of a kind live, or `name` inside that kind's folder; never with a trailing slash. */
export function cachePath(kind: CacheKind, name = '') {
  return path.resolve(cacheDir, kind.at, name);
}

/** The store's kinds, for a test to damage each: every entry under the cache folder is one of them. */
export const storeKinds: readonly CacheKind[] = Object.values(cacheKinds);

/** A cache that cannot be written (a full disk) costs the next build time, never this one. */
export function reportUnwritable(file: string, error: unknown) {
  console.warn(`cache: could not write ${path.relative(root, file)} (${error instanceof Error ? error.message : String(error)})`);
}

const readWithTime = (file: string) => readWhole(root, file);

/** Marks an entry as used, for pruning; cheap because it happens at most once a day per entry. */
function touchIfOld(file: string, mtimeMs: number) {
  const now = Date.now();
  if (now - mtimeMs < touchEveryMs) return;
  const date = new Date(now);
  utimes(file, date, date).catch(() => {});
}

/** A sealed entry's payload and meta, or null when there is none or it was damaged (then removed). */
export async function readEntry(file: string): Promise<{ bytes: Uint8Array; meta: Meta } | null> {
  const read = await readSealed(root, file);
  if (!read) return null;
  touchIfOld(file, read.mtimeMs);
  return { bytes: read.bytes, meta: read.meta };
}

export async function writeEntry(file: string, bytes: Uint8Array, meta: Meta = {}) {
  await writeAtomically(file, seal(bytes, meta));
}

/**
 * Content-named files this process has checked, by size and modification time: a watch rebuild
 * then costs a stat per file instead of reading and hashing it again.
 */
const checked = new Map<string, string>();
// A synchronous stat: a rebuild makes dozens, and each promise's trip through libuv's thread pool
// cost more than the stat itself (~1.7 s of the watcher's main thread over 24 loaded rebuilds).
function signature(file: string) {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? `${info.size}:${info.mtimeMs}` : null;
}

function checkedEarlier(file: string) {
  const known = checked.get(file);
  return known !== undefined && known === signature(file);
}

function remember(file: string) {
  const current = signature(file);
  if (current) checked.set(file, current);
}

/**
 * A content-named file holds exactly `contents` afterwards. Its name says what it must hold, so
 * an existing file is compared with it (a few hundred KB in all: under a millisecond) and replaced
 * when it differs.
 */
export async function keepFile(file: string, contents: Uint8Array) {
  if (checkedEarlier(file)) return;
  const read = await readWithTime(file);
  if (read && Buffer.from(read.bytes).equals(contents)) {
    touchIfOld(file, read.mtimeMs);
    remember(file);
    return;
  }
  if (read)
    reportDamaged(
      root,
      file,
      read.bytes.length === contents.length ? 'its contents do not match their hash' : `${read.bytes.length} of ${contents.length} bytes`,
    );
  await writeAtomically(file, contents);
  remember(file);
}

/**
 * Whether a content-named file is there and whole, by hashing what it holds; a damaged one is
 * removed, so its caller makes it again.
 */
export async function checkNamedFile(file: string, nameOf: (contents: Uint8Array) => string) {
  if (checkedEarlier(file)) return true;
  const read = await readWithTime(file);
  if (!read) return false;
  if (nameOf(read.bytes) === path.basename(file)) {
    touchIfOld(file, read.mtimeMs);
    remember(file);
    return true;
  }
  reportDamaged(root, file, `${read.bytes.length} bytes that do not match its name`);
  await removeUnlessReplaced(file);
  return false;
}

export interface PrunePolicy {
  maxAgeMs: number;
  maxBytes: number;
  everyMs: number;
  orphanAfterMs: number;
}

export const prunePolicy: PrunePolicy = {
  /** An entry unused this long is removed. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  /** Past this size, the least recently used entries go first. */
  maxBytes: 512 * 1024 * 1024,
  /** Pruning walks the whole cache, so it runs at most this often (across processes too). */
  everyMs: 60 * 60_000,
  /** A temporary file older than this belongs to a build that died. */
  orphanAfterMs: 10 * 60_000,
};

const lastPruned = new Map<string, number>();

/**
 * Removes entries not used for a week, leftovers of killed writes, and the least recently used
 * entries past the size bound, so the cache stops growing (a watch session adds ~12 files an
 * edit). At most once an hour per cache folder, recorded in a marker file so every process agrees;
 * otherwise it costs one stat. Returns the number of files removed.
 */
export async function pruneCache(dir: string, now = Date.now(), policy = prunePolicy): Promise<number> {
  if (now - (lastPruned.get(dir) ?? -Infinity) < policy.everyMs) return 0;
  lastPruned.set(dir, now);
  const marker = path.join(dir, '.pruned');
  const markedAt = await stat(marker).then(
    (info) => (info.isFile() ? info.mtimeMs : -Infinity),
    () => -Infinity,
  );
  if (now - markedAt < policy.everyMs) return 0;
  // Atomically, which also replaces a folder left in the marker's place.
  await writeAtomically(marker, '');
  const date = new Date(now);
  await utimes(marker, date, date);

  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name !== '.pruned')
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        return info ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
      }),
  );
  const present = files.filter((file) => file !== null).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const doomed: string[] = [];
  let kept = 0;
  for (const entry of present) {
    const age = now - entry.mtimeMs;
    const orphan = entry.file.endsWith('.tmp') && age > policy.orphanAfterMs;
    if (orphan || age > policy.maxAgeMs || kept + entry.size > policy.maxBytes) doomed.push(entry.file);
    else kept += entry.size;
  }
  await Promise.all(doomed.map((file) => rm(file, { force: true })));
  return doomed.length;
}
