import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SavedContents } from '../../generator/saved-contents';

test('a snapshot names the files whose contents moved since the last one, a save no event reported included', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'saved-contents-'));
  const saved = new SavedContents(() => undefined);
  try {
    const menu = path.join(dir, 'menu.ts');
    const site = path.join(dir, 'site.ts');
    await writeFile(menu, 'v1');
    await writeFile(site, 'y1');
    saved.noteEvent(menu);
    saved.noteEvent(site);
    expect((await saved.takeSnapshot()).sort()).toEqual([menu, site].sort());
    expect(await saved.takeSnapshot()).toEqual([]);
    // The second of two quick saves: chokidar reports none, so only the contents tell.
    await writeFile(menu, 'v2');
    expect(await saved.takeSnapshot()).toEqual([menu]);
    expect(await saved.unbuilt()).toEqual([]);
  } finally {
    saved.close();
    await rm(dir, { recursive: true, force: true });
  }
});
