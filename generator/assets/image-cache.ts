import { contentHash } from '../cache/hash';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, writeEntry } from '../cache/cache-store';

/**
 * Encoding is the slow part of a build, so every encoded file is kept on disk under the hash
 * of its input and options: a rebuild re-encodes only what changed. Entries check themselves
 * (generator/cache/cache-store.ts): a damaged one is encoded again.
 */
export async function cachedEncode(key: readonly (string | Uint8Array)[], encode: () => Promise<Uint8Array>) {
  const file = cachePath(cacheKinds.images, `${contentHash(...key)}${contentHash(...key.slice().reverse())}`);
  const cached = await readEntry(file);
  if (cached) return cached.bytes;
  const encoded = await encode();
  await writeEntry(file, encoded);
  return encoded;
}

/** A drawing as a PNG of `size`. `key`: what the drawing depends on; sharp (~70 ms to load) and `draw` run only when it is new. */
export async function cachedPng(key: string | Uint8Array, size: { width: number; height: number }, draw: () => Promise<Uint8Array>) {
  return cachedEncode([key, `png ${size.width}x${size.height}`], async () => {
    const { default: sharp } = await import('sharp');
    return new Uint8Array(
      await sharp(await draw(), { density: 300 })
        .resize(size.width, size.height)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
  });
}
