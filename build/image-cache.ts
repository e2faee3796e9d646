import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cacheDir } from './paths';
import { contentHash } from './hash';

const imageCacheDir = path.join(cacheDir, 'images');

/**
 * Encoding is the slow part of a build, so every encoded file is kept on disk under the hash
 * of its input and options: a rebuild re-encodes only what changed.
 */
export async function cachedEncode(key: readonly (string | Uint8Array)[], encode: () => Promise<Uint8Array>) {
  const file = path.join(imageCacheDir, `${contentHash(...key)}${contentHash(...key.slice().reverse())}`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Uint8Array(cached);
  const encoded = await encode();
  await mkdir(imageCacheDir, { recursive: true });
  await writeFile(file, encoded);
  return encoded;
}
