/**
 * The core of the self-verifying cache (cache-store.ts): where each kind of entry lives, how it is
 * sealed, and how a file is read and written so that a damaged entry is thrown away, not trusted.
 * Plain JavaScript: generator/launch.mjs uses it before anything can compile TypeScript.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';

/** Under the project's root. */
export const cacheFolder = path.join('node_modules', '.cache', 'portfolio');

/** Every kind of cache entry and where it lives (cache-core.d.mts says what each field means). */
export const cacheKinds = {
  generator: { name: 'the compiled generator', at: 'generator/', sealed: 'manifest.entry' },
  modules: { name: 'compiled page modules', at: '', files: /^(chunks\/)?[^/]+\.js(\.map)?$/ },
  stylesheets: { name: 'compiled stylesheets', at: 'css/' },
  styleIndex: { name: 'the style index', at: 'styles.index', sealed: true },
  markdown: { name: 'the compiled Markdown', at: 'markdown.entry', sealed: true },
  images: { name: 'encoded images', at: 'images/', sealed: true },
  fonts: { name: 'subset fonts and their metrics', at: 'fonts/', sealed: true },
  remote: { name: 'remote files', at: 'remote/', sealed: true },
  svgChecked: { name: 'SVGs checked clean', at: 'svg-checked/', sealed: true },
  validated: { name: 'the last validated content', at: 'validated.entry', sealed: true },
};

const magic = 'portfolio-cache-1';

export function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** An entry's bytes: one header line (its length, the sha256 of meta and payload, meta), then the payload. */
export function seal(payload, meta = {}) {
  const metaText = JSON.stringify(meta);
  const header = `${magic} ${payload.length} ${sha256(metaText, payload)} ${metaText}\n`;
  return Buffer.concat([Buffer.from(header), payload]);
}

/** An entry's payload and meta, or why it is not to be trusted. */
function unseal(bytes) {
  const newline = bytes.indexOf(0x0a);
  const header = newline < 0 ? '' : Buffer.from(bytes.subarray(0, newline)).toString('utf8');
  const match = /^portfolio-cache-1 (\d+) ([0-9a-f]{64}) (\{.*\})$/.exec(header);
  if (!match) return { damage: `${bytes.length} bytes, no whole header` };
  const [, length, hash, metaText] = match;
  const payload = bytes.subarray(newline + 1);
  if (payload.length !== Number(length)) return { damage: `${payload.length} of ${length} bytes` };
  if (sha256(metaText, payload) !== hash) return { damage: 'its contents do not match their hash' };
  let meta;
  try {
    meta = JSON.parse(metaText);
  } catch {
    return { damage: 'its header does not parse' };
  }
  return { meta, payload };
}

/** Says, once per entry, that a cache entry was bad and is being made again. */
export function reportDamaged(root, file, detail) {
  console.warn(`cache: ${path.relative(root, file)} was damaged (${detail}); rebuilt`);
}

/** Removes a damaged entry; ENOTDIR means a concurrent writer already put the entry made anew in its place. */
export async function removeUnlessReplaced(file) {
  await rm(file, { recursive: true, force: true }).catch((error) => {
    if (error.code !== 'ENOTDIR') throw error;
  });
}

/**
 * A file's bytes and modification time, or null when it is not there. A folder in its place is
 * removed and reported: it would otherwise fail every read and write of that entry for good.
 */
export async function readWhole(root, file) {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      reportDamaged(root, file, 'a folder, not a file');
      await removeUnlessReplaced(file);
      return null;
    }
    const bytes = await handle.readFile();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mtimeMs: info.mtimeMs };
  } finally {
    await handle.close().catch(() => {});
  }
}

/**
 * The generator's one atomic write (caches, the compiled generator, a watcher's changes to dist/):
 * readers never see a file half written. Synchronous inside: a rebuild's dozen small files are
 * written faster than through the thread pool.
 */
export async function writeAtomically(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, contents);
    try {
      renameSync(temporary, file);
    } catch (error) {
      // A folder in the entry's place: only a cache's own folder, so it goes.
      if (error.code !== 'EISDIR' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      rmSync(file, { recursive: true, force: true });
      renameSync(temporary, file);
    }
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** A sealed entry's payload and meta, or null when there is none or it was damaged (then removed). */
export async function readSealed(root, file) {
  const read = await readWhole(root, file);
  if (!read) return null;
  const opened = unseal(read.bytes);
  if ('damage' in opened) {
    reportDamaged(root, file, opened.damage);
    await rm(file, { recursive: true, force: true });
    return null;
  }
  return { bytes: opened.payload, meta: opened.meta, mtimeMs: read.mtimeMs };
}
