/**
 * What a phone's photo costs the build: a 12-megapixel (4032x3024) JPEG of its own, so the image
 * cache never has it, imported through the image plugin as a page imports it.
 */
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as esbuild from 'esbuild';
import { imagePlugin } from '../../generator/assets/image-plugin';

/** A photo-like picture: smooth colour under a sensor's fine noise, which is what makes encoders work. */
async function phonePhoto(file: string) {
  const { default: sharp } = await import('sharp');
  const [width, height] = [3024, 4032];
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${Math.floor(
    Math.random() * 0xffffff,
  )
    .toString(16)
    .padStart(6, '0')}"/><circle cx="1500" cy="1400" r="700" fill="#c96"/></svg>`;
  await sharp(Buffer.from(scene))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

/** Milliseconds from the import to every file encoded, and how many files. */
export async function photoEncodeMs() {
  const dir = await mkdtemp(path.join(tmpdir(), 'phone-photo-'));
  try {
    const file = path.join(dir, 'phone.jpg');
    await phonePhoto(file);
    const encoded = new Map<string, { file: string; contents: Uint8Array }[]>();
    const started = performance.now();
    await esbuild.build({
      stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: dir },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [imagePlugin(encoded, () => {})],
    });
    return { ms: performance.now() - started, files: encoded.get(file)?.length ?? 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
