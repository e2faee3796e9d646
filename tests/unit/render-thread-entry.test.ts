import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { renderThreadEntry } from '../../generator/render-thread-entry';
import { cacheKinds } from '../../generator/cache-core.mjs';
import { damages } from '../support/cache-damage';

test('the render thread’s compiled files, pruned from the cache, are written again before a thread starts', async () => {
  const outdir = await mkdtemp(path.join(tmpdir(), 'render-thread-'));
  try {
    const entry = await renderThreadEntry(outdir);
    expect(path.dirname(entry)).toBe(outdir);
    const written = await readdir(outdir);
    // The entry, its chunks and their source maps, named by content.
    expect(written).toContain(path.basename(entry));
    const before = await readFile(entry);
    await rm(outdir, { recursive: true });
    expect(await renderThreadEntry(outdir)).toBe(entry);
    expect((await readdir(outdir)).sort()).toEqual(written.sort());
    expect(await readFile(entry)).toEqual(before);
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
});

// The one kind of cache entry only `npm run dev` writes: tests/unit/cache-kinds.test.ts damages the others.
for (const { way, damage } of damages) {
  test(`the render thread’s compiled files, ${way}, are written again before a thread starts`, async () => {
    expect(cacheKinds.renderThread.watchOnly).toBe(true);
    const outdir = await mkdtemp(path.join(tmpdir(), 'render-thread-'));
    try {
      const entry = await renderThreadEntry(outdir);
      const names = (await readdir(outdir, { recursive: true, withFileTypes: true })).filter((file) => file.isFile());
      const files = names.map((file) => path.join(file.parentPath, file.name));
      const whole = await Promise.all(files.map((file) => readFile(file)));
      for (const [index, file] of files.entries()) await damage(file, whole[index] ?? Buffer.alloc(0));
      expect(await renderThreadEntry(outdir)).toBe(entry);
      expect(await Promise.all(files.map((file) => readFile(file)))).toEqual(whole);
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });
}
