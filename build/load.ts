import path from 'node:path';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { cacheDir } from './paths';

/**
 * Imports compiled page code. Node can only import from a file, so each module is written
 * under node_modules/.cache, named by its content: an unchanged page is not re-imported.
 */
export async function importCompiled<Props>(name: string, js: string): Promise<ComponentType<Props>> {
  const hash = createHash('sha256').update(js).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${name}-${hash}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, js);
  const module: unknown = await import(pathToFileURL(file).href);
  const component = (module as { default?: unknown }).default;
  if (typeof component !== 'function') {
    throw new Error(`pages/${name}.tsx must export a page component as its default export.`);
  }
  return component as ComponentType<Props>;
}
