/**
 * What a phone's photo costs the build: a 12-megapixel (4032x3024) JPEG of its own, so the image
 * cache never has it, imported through the image plugin as a page imports it.
 */
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as esbuild from 'esbuild';
import { imagePlugin } from '../../generator/assets/image-plugin';
import { writePhonePhoto } from './phone-photo';

/** Milliseconds from the import to every file encoded, and how many files. */
export async function photoEncodeMs() {
  const dir = await mkdtemp(path.join(tmpdir(), 'phone-photo-'));
  try {
    const file = path.join(dir, 'phone.jpg');
    await writePhonePhoto(file);
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
