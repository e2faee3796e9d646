import * as esbuild from 'esbuild';
import type { ResponsiveImage } from '../../components/responsive-image';
import { imagePlugin } from '../../generator/assets/image-plugin';
import type { FetchOptions } from '../../generator/assets/remote-fetch';

/** Imports one image through the build's image plugin, as a page would: what it yields, publishes and warns. */
export async function importImage(specifier: string, remote?: FetchOptions & { cacheDir: string }) {
  const warnings: string[] = [];
  const encoded = new Map<string, { file: string; contents: Uint8Array }[]>();
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(specifier)};`, resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [imagePlugin(encoded, (line) => warnings.push(line), remote)],
  });
  const module = (await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]?.text ?? '')}`)) as {
    default: string | ResponsiveImage;
  };
  return { image: module.default, files: encoded.get(specifier) ?? [], warnings };
}
