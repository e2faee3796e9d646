import { pathToFileURL } from 'node:url';
import type { CompiledModule } from './compile';
import { BuildError, describeError } from './errors';

/**
 * Imports a compiled data module (`entry`: data/content.ts with every data file it imports, or
 * data/site.ts). When a data file throws as it loads, its frames point into the cache; the
 * source-mapped compile is imported once more so the message names the data file and line instead.
 */
export async function importData<Module>(file: string, entry: string, withSourceMaps: () => Promise<Map<string, CompiledModule>>): Promise<Module> {
  try {
    return (await import(pathToFileURL(file).href)) as Module;
  } catch (error) {
    let described = describeError(error);
    try {
      const mapped = (await withSourceMaps()).get(entry);
      if (mapped) await import(pathToFileURL(mapped.file).href);
    } catch (again) {
      described = describeError(again);
    }
    throw new BuildError(`The content failed to load: a file in data/ threw.\n${described}`);
  }
}
