import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { type BuildResult, relativeOutput } from './compiled-modules';
import { clientDir, root } from './paths';

/** The client behaviours, one entry each: client/menu.ts is `menu`. */
export async function listBehaviours() {
  const names = (await readdir(clientDir)).filter((file) => /^[a-z-]+\.ts$/.test(file));
  return Object.fromEntries(names.map((file) => [file.replace(/\.ts$/, ''), path.join(clientDir, file)]));
}

/** Each behaviour's code by name, in a stable order: pages join theirs into one file (generator/page-scripts.ts). */
export function collectBehaviours(result: BuildResult) {
  const relative = (output: string) => relativeOutput(path.join(root, 'out'), output);
  const texts = new Map(result.outputFiles.map((file) => [relative(file.path), file.text]));
  const behaviours = new Map<string, string>();
  for (const [output, meta] of Object.entries(result.metafile.outputs).sort(([a], [b]) => a.localeCompare(b))) {
    if (meta.entryPoint) behaviours.set(path.basename(meta.entryPoint, '.ts'), texts.get(relative(output)) ?? '');
  }
  return behaviours;
}
