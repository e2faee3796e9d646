import { pathToFileURL } from 'node:url';
import type { Site } from '../data/types';
import type { Collection } from '../data/content';
import type { CompiledModule } from './compile';
import { BuildError, describeError } from './errors';

interface Content {
  site: Site;
  collections: readonly Collection[];
}

/**
 * Imports the compiled content module (data/content.ts and every data file it imports). When a
 * data file throws as it loads, its frames point into the cache; the source-mapped compile is
 * imported once more so the message names the data file and line instead.
 */
export async function importContent(file: string, withSourceMaps: () => Promise<Map<string, CompiledModule>>): Promise<Content> {
  try {
    return (await import(pathToFileURL(file).href)) as Content;
  } catch (error) {
    let described = describeError(error);
    try {
      const mapped = (await withSourceMaps()).get('content');
      if (mapped) await import(pathToFileURL(mapped.file).href);
    } catch (again) {
      described = describeError(again);
    }
    throw new BuildError(`The content failed to load: a file in data/ threw.\n${described}`);
  }
}
