import path from 'node:path';
import { keepFile } from '../cache/cache-store';
import { type BuildResult, relativeOutput } from './compiled-modules';
import { cacheDir } from '../paths';

/**
 * Writes the server build's JavaScript (and source maps) under node_modules/.cache, where Node
 * imports it from. Names are content hashes of esbuild's output, so a file already there must
 * hold exactly that and is not written again.
 */
export async function writeCompiledModules(result: BuildResult) {
  await Promise.all(
    result.outputFiles.flatMap((file) => {
      const output = relativeOutput(cacheDir, file.path);
      return output.endsWith('.js') || output.endsWith('.js.map') ? [keepFile(path.join(cacheDir, output), file.contents)] : [];
    }),
  );
}
