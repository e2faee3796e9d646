import path from 'node:path';
import type { BuildResult } from '../pipeline/compiled-modules';
import { root } from '../paths';

export type EncodedImages = Map<string, { file: string; contents: Uint8Array }[]>;

/**
 * The published files of the images the pages still import, by path in dist/: a removed import
 * leaves nothing behind. `encoded` is what generator/assets/image-plugin.ts made, by source.
 */
export function usedImages(result: BuildResult, encoded: EncodedImages) {
  const files = new Map<string, Uint8Array>();
  for (const input of Object.keys(result.metafile.inputs)) {
    // Local images are keyed by path, remote ones by URL (esbuild lists them as remote-image:URL).
    const key = input.startsWith('remote-image:') ? input.slice('remote-image:'.length) : path.resolve(root, input);
    for (const image of encoded.get(key) ?? []) files.set(image.file, image.contents);
  }
  return files;
}
