/**
 * Every cache under node_modules/.cache/portfolio goes through here (the launcher's check of the
 * compiled generator through cache-core.mjs), because a killed build, a full disk or a hand edit
 * leaves a file that a cache trusting names would use. Two kinds of entry:
 * - sealed (Markdown, images, remote fetches, the style index, SVG checks, the last validation):
 *   one header line with its length, sha256 and the caller's `meta`, checked when read;
 * - content-named (compiled modules, CSS), read by esbuild or Node as they are: the name is the
 *   hash of the contents, which the caller checks.
 * A bad entry is thrown away, said so in one line, and rebuilt by its caller.
 */
import path from 'node:path';
import { statSync } from 'node:fs';
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import {
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

/** Where entries of a kind live, or `name` inside that kind's folder; never with a trailing slash. */
export function cachePath(kind: CacheKind, name = '') {
  return path.resolve(cacheDir, kind.at, name);
}

/** A cache that cannot be written (a full disk) costs the next build time, never this one: said, not thrown. */
export function reportUnwritable(file: string, error: unknown) {
  console.warn(`cache: could not write ${path.relative(root, file)} (${error instanceof Error ? error.message : String(error)})`);
}

/** Marks an entry as used, for pruning: at most once a day, not on every read. */
function touchIfOld(file: string, mtimeMs: number) {
  const now = Date.now();
  if (now - mtimeMs < 24 * 60 * 60_000) return;
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
  await writeAtomically(file, seal(bytes, meta)).catch((error: unknown) => reportUnwritable(file, error));
}

/**
 * Content-named files this process has checked, by size and modification time: a watch rebuild
 * then costs a stat per file instead of a read and a hash. The stat is synchronous: a rebuild
 * makes dozens, and a trip through libuv's thread pool costs more than the stat.
 */
const checked = new Map<string, string>();
/** A file's size and modification time, or undefined when it is not there. */
export const signature = (file: string) => {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? `${info.size}:${info.mtimeMs}` : undefined;
};
const checkedEarlier = (file: string) => checked.has(file) && checked.get(file) === signature(file);
function remember(file: string) {
  const current = signature(file);
  if (current) checked.set(file, current);
}

/**
 * Callers of one content-named file take turns (stylesheets share their theme's CSS file): a
 * damaged entry is then said and replaced once, and no caller's removal of it can delete the
 * file another has just written in its place.
 */
const turns = new Map<string, Promise<unknown>>();
function inTurn<T>(file: string, task: () => Promise<T>): Promise<T> {
  const done = (turns.get(file) ?? Promise.resolve()).then(task);
  const settled = done.catch(() => {});
  turns.set(file, settled);
  void settled.then(() => turns.get(file) === settled && turns.delete(file));
  return done;
}

/** A content-named file holds exactly `contents` afterwards: an existing one is compared and replaced when it differs. */
export async function keepFile(file: string, contents: Uint8Array) {
  if (checkedEarlier(file)) return;
  await inTurn(file, async () => {
    if (checkedEarlier(file)) return;
    const read = await readWhole(root, file);
    if (read && Buffer.from(read.bytes).equals(contents)) {
      touchIfOld(file, read.mtimeMs);
      remember(file);
      return;
    }
    if (read) {
      const same = read.bytes.length === contents.length;
      reportDamaged(root, file, same ? 'its contents do not match their hash' : `${read.bytes.length} of ${contents.length} bytes`);
    }
    await writeAtomically(file, contents);
    remember(file);
  });
}

/** Whether a content-named file is there and whole, by hashing it; a damaged one is removed, so its caller makes it again. */
export async function checkNamedFile(file: string, nameOf: (contents: Uint8Array) => string) {
  if (checkedEarlier(file)) return true;
  return inTurn(file, async () => {
    if (checkedEarlier(file)) return true;
    const read = await readWhole(root, file);
    if (!read) return false;
    if (nameOf(read.bytes) === path.basename(file)) {
      touchIfOld(file, read.mtimeMs);
      remember(file);
      return true;
    }
    reportDamaged(root, file, `${read.bytes.length} bytes that do not match its name`);
    await removeUnlessReplaced(file);
    return false;
  });
}

export const prunePolicy = {
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
 * Removes entries unused for a week, leftovers of killed writes, and the least recently used past
 * the size bound, so the cache stops growing. At most once an hour per cache folder, recorded in a
 * marker file so every process agrees. Returns the number of files removed.
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
