import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { renderThreadEntry } from '../../generator/render-thread-entry';

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
