import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { type BuildResult, relativeOutput } from './compiled-modules';
import { clientDir, root } from '../paths';

/** The client behaviours, one entry each: client/menu.ts is `menu`. */
export async function listBehaviours() {
  const names = (await readdir(clientDir)).filter((file) => /^[a-z-]+\.ts$/.test(file));
  return Object.fromEntries(names.map((file) => [file.replace(/\.ts$/, ''), path.join(clientDir, file)]));
}

/** Each behaviour's code by name, in a stable order: pages join theirs into one file (generator/pipeline/page-scripts.ts). */
export function collectBehaviours(result: BuildResult) {
  const relative = (output: string) => relativeOutput(path.join(root, 'out'), output);
  const texts = new Map(result.outputFiles.map((file) => [relative(file.path), file.text]));
  const behaviours = new Map<string, string>();
  // By code unit, not localeCompare: the order (and so each page's script and its name) must not
  // depend on the language of the machine that builds.
  const outputs = Object.entries(result.metafile.outputs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [output, meta] of outputs) {
    if (!meta.entryPoint) continue;
    const text = texts.get(relative(output));
    if (text === undefined) throw new Error(`esbuild listed ${output} for ${meta.entryPoint} but wrote no such file.`);
    behaviours.set(path.basename(meta.entryPoint, '.ts'), text);
  }
  return behaviours;
}
