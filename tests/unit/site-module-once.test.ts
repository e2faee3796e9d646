import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { createCompiler } from '../../generator/compile';
import { site } from '../../data/site';

/** A compiled module and every chunk it imports, by file. */
async function withChunks(file: string, found = new Map<string, string>()) {
  if (found.has(file)) return found;
  const text = await readFile(file, 'utf8');
  found.set(file, text);
  for (const [, chunk] of text.matchAll(/from\s*"(\.{1,2}\/[^"]+\.js)"/g))
    await withChunks(path.resolve(path.dirname(file), chunk ?? ''), found);
  return found;
}

// The generator reads data/site.ts (head, year, crawl files) and the pages show it: one compiled
// copy that both import, so a data edit is compiled, written and imported once, and both always agree.
test('data/site.ts is compiled into one module that the site entry and every page import', { timeout: 120_000 }, async () => {
  const compiler = await createCompiler();
  try {
    const { site: siteModule, pages } = await compiler.compile();
    const files = await withChunks(siteModule.file);
    for (const page of pages.values()) await withChunks(page.file, files);
    const holding = [...files].filter(([, text]) => text.includes(JSON.stringify(site.role)) || text.includes(`'${site.role}'`));
    expect(holding.map(([file]) => path.basename(file))).toHaveLength(1);
  } finally {
    await compiler.dispose();
  }
});
