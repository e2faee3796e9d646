import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Collection } from '../../data/content';
import { root } from '../paths';
import { contentHash } from '../cache/hash';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, writeEntry } from '../cache/cache-store';
import { contentProblems, validateContent } from './validate';

const validatedFile = cachePath(cacheKinds.validated);
let validatedKey = '';
let checksAndZod: Promise<string[]> | undefined;

/**
 * Validates the content, naming each problem's line in the `.ts` file it comes from. Those files
 * are read only when there is a problem to place: a watcher validates on every data edit.
 */
export async function validateWithLines(collections: readonly Collection[]) {
  if (contentProblems(collections).length === 0) return;
  // Babel's parser loads only now, when there is a line to name.
  const { literalLines } = await import('./literal-lines');
  const files = [...new Set(collections.map((collection) => collection.file).filter((file) => file.endsWith('.ts')))];
  const lines = await Promise.all(
    files.map(async (file) => [file, literalLines(await readFile(path.join(root, file), 'utf8').catch(() => ''))] as const),
  );
  validateContent(collections, new Map(lines));
}

/**
 * Validates the content unless it is exactly what the last validation passed: loading zod and its
 * parsers costs ~70 ms a build. The key covers the compiled content with its schemas (esbuild
 * names the module by its content and imports'), the checks' source and zod's release. A failed
 * validation stores nothing; a key that cannot be stored costs the next build a validation.
 */
export async function validateContentOnce(contentFile: string, collections: () => Promise<readonly Collection[]>) {
  // Read once a process: a watcher does not rebuild on edits to the generator or node_modules.
  checksAndZod ??= Promise.all(
    ['generator/content/validate.ts', 'node_modules/zod/package.json'].map((file) =>
      readFile(path.join(root, file), 'utf8').catch(() => ''),
    ),
  );
  const parts = [path.basename(contentFile), ...(await checksAndZod)];
  // Two short hashes, as image-cache.ts names files: a collision would skip a needed check.
  const key = contentHash(...parts) + contentHash(...parts.reverse());
  const earlier = async () => {
    const entry = await readEntry(validatedFile);
    return entry ? Buffer.from(entry.bytes).toString('utf8') : '';
  };
  if (key !== validatedKey && key !== (await earlier())) {
    await validateWithLines(await collections());
    await writeEntry(validatedFile, Buffer.from(key));
  }
  validatedKey = key;
}
