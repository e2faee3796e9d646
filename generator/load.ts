import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';

/** Imports a compiled page module (generator/compile.ts wrote it, under a content-hashed name). */
export async function importCompiled<Props>(file: string, source: string): Promise<ComponentType<Props>> {
  const module: unknown = await import(pathToFileURL(file).href);
  const component = (module as { default?: unknown }).default;
  if (typeof component !== 'function') throw new Error(`${source} must export a page component as its default export.`);
  return component as ComponentType<Props>;
}
