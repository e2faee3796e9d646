import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { type BuildResult, relativeOutput } from './compiled-modules';
import { clientDir, root } from './paths';

const publicPath = '/';

/** The client behaviours, one entry each: client/menu.ts is `menu`. */
export async function listBehaviours() {
  const names = (await readdir(clientDir)).filter((file) => /^[a-z-]+\.ts$/.test(file));
  return Object.fromEntries(names.map((file) => [file.replace(/\.ts$/, ''), path.join(clientDir, file)]));
}

/** The client build's files by path in dist/, and each behaviour's public URL by name. */
export function collectBehaviours(result: BuildResult) {
  const relative = (output: string) => relativeOutput(path.join(root, 'out'), output);
  const files = new Map(result.outputFiles.map((file) => [relative(file.path), file.contents]));
  const behaviours = new Map<string, string>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (meta.entryPoint) behaviours.set(path.basename(meta.entryPoint, '.ts'), publicPath + relative(output));
  }
  return { files, behaviours };
}
