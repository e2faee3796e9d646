import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Collection } from '../../data/content';
import { root } from '../paths';
import { contentHash } from '../cache/hash';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, reportUnwritable, writeEntry } from '../cache/cache-store';
import { contentProblems, validateContent, type DataSources } from './validate';

const validatedFile = cachePath(cacheKinds.validated);
let validatedKey = '';
let checksAndZod: Promise<string[]> | undefined;

/** The `.ts` files the collections come from, read only when content is validated, to name lines. */
async function dataSources(collections: readonly Collection[]): Promise<DataSources> {
  const files = [...new Set(collections.map((collection) => collection.file).filter((file) => file.endsWith('.ts')))];
  const sources = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8').catch(() => undefined)));
  return new Map(files.flatMap((file, index) => (sources[index] === undefined ? [] : [[file, sources[index]] as const])));
}

/**
 * Validates the content, naming each problem's line in the `.ts` file it comes from. Those files
 * are read only when there is a problem to place: a watcher validates on every data edit.
 */
export async function validateWithLines(collections: readonly Collection[]) {
  if (contentProblems(collections).length === 0) return;
  validateContent(collections, await dataSources(collections));
}

/** The key the last validation passed, from its sealed entry. */
async function validatedEarlier() {
  const entry = await readEntry(validatedFile);
  return entry ? Buffer.from(entry.bytes).toString('utf8') : '';
}

/**
 * Validates the content unless it is exactly what the last validation passed: loading zod and
 * its parsers costs ~70 ms a build, and an unchanged content cannot have new problems. The key
 * covers the compiled content with its schemas (esbuild names the module by its content and
 * its imports'), the checks themselves (their source, the same under tsx and generator/launch.mjs)
 * and zod's release. A failed validation stores nothing.
 */
export async function validateContentOnce(contentFile: string, collections: () => Promise<readonly Collection[]>) {
  // Read once a process: a watcher does not rebuild on edits to the generator or node_modules.
  checksAndZod ??= Promise.all(
    [path.join(root, 'generator', 'content', 'validate.ts'), path.join(root, 'node_modules', 'zod', 'package.json')].map((file) =>
      readFile(file, 'utf8').catch(() => ''),
    ),
  );
  const parts = [path.basename(contentFile), ...(await checksAndZod)];
  // Two short hashes, as image-cache.ts names files: a collision would skip a needed check.
  const key = contentHash(...parts) + contentHash(...parts.reverse());
  if (key === validatedKey || key === (await validatedEarlier())) {
    validatedKey = key;
    return;
  }
  await validateWithLines(await collections());
  validatedKey = key;
  // Builds running side by side never read half a key; a key that cannot be stored costs the next
  // build a validation, never this one.
  await writeEntry(validatedFile, Buffer.from(key)).catch((error: unknown) => reportUnwritable(validatedFile, error));
}
