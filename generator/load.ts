import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { CompiledModule } from './compile';
import { BuildError, describeError } from './errors';

/** Every compiled module is imported here, by the content-hashed name generator/module-cache.ts gave it. */
const importModule = (file: string): Promise<unknown> => import(pathToFileURL(file).href);

/** Imports a compiled page module and its default export, the page component. */
export async function importCompiled<Props>(file: string, source: string): Promise<ComponentType<Props>> {
  const component = ((await importModule(file)) as { default?: unknown }).default;
  if (typeof component !== 'function') throw new Error(`${source} must export a page component as its default export.`);
  return component as ComponentType<Props>;
}

/**
 * Imports a compiled data module (`entry`: data/content.ts with every data file it imports, or
 * data/site.ts). When a data file throws as it loads, its frames point into the cache; the
 * source-mapped compile is imported once more so the message names the data file and line instead.
 */
export async function importData<Module>(
  file: string,
  entry: string,
  withSourceMaps: () => Promise<Map<string, CompiledModule>>,
): Promise<Module> {
  try {
    return (await importModule(file)) as Module;
  } catch (error) {
    let described = describeError(error);
    try {
      const mapped = (await withSourceMaps()).get(entry);
      if (mapped) await importModule(mapped.file);
    } catch (again) {
      described = describeError(again);
    }
    throw new BuildError(`The content failed to load: a file in data/ threw.\n${described}`);
  }
}
