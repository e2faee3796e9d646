import { cachedEncode } from './image-cache';

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
