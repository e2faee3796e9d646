import { expect, test, vi } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepFile, prunePolicy, pruneCache, readEntry, writeEntry } from '../../generator/cache/cache-store';

const day = 24 * 60 * 60_000;
const newDir = () => mkdtemp(path.join(tmpdir(), 'cache-store-'));

async function fileAged(file: string, ageMs: number, now: number, contents = 'x') {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
  const date = new Date(now - ageMs);
  await utimes(file, date, date);
}

const listed = async (dir: string) =>
  (await readdir(dir, { recursive: true })).filter((name) => !name.endsWith('.pruned') && name !== 'images').sort();

test('an entry reads back as written, with its facts', async () => {
  const file = path.join(await newDir(), 'images', 'AB12');
  await writeEntry(file, new Uint8Array([1, 2, 3]), { fetchedAt: 42 });
  expect(await readEntry(file)).toEqual({ bytes: new Uint8Array([1, 2, 3]), meta: { fetchedAt: 42 } });
});

test('an entry cut short, or with a changed byte, reads as missing and is removed', async () => {
  const dir = await newDir();
  const cut = path.join(dir, 'cut');
  await writeEntry(cut, new Uint8Array(3456).fill(7));
  await truncate(cut, 200);
  expect(await readEntry(cut)).toBeNull();
  const flipped = path.join(dir, 'flipped');
  await writeEntry(flipped, new Uint8Array(64).fill(7));
  const bytes = await readFile(flipped);
  bytes[bytes.length - 1] = 8;
  await writeFile(flipped, bytes);
  expect(await readEntry(flipped)).toBeNull();
  expect(await readdir(dir)).toEqual([]);
});

test('a content-named file that differs from what it must hold is replaced, whole', async () => {
  const file = path.join(await newDir(), 'chunks', 'chunk-X.js');
  const contents = new TextEncoder().encode('export const a = 1;\n'.repeat(100));
  await keepFile(file, contents);
  await truncate(file, 12);
  await keepFile(file, contents);
  expect(new Uint8Array(await readFile(file))).toEqual(contents);
  expect(await readdir(path.dirname(file))).toEqual(['chunk-X.js']);
});

test('a folder in place of a CSS file that six stylesheets import is said once, and each sees the file whole', async () => {
  // Found in CI: one stylesheet's removal of the folder deleted the file another had just written
  // in its place, and esbuild, told the file was there, could not read it.
  const file = path.join(await newDir(), 'css', 'D48EC927BAD39678.css');
  const contents = new TextEncoder().encode('.a{color:red}');
  await mkdir(file, { recursive: true });
  await Promise.all(Array.from({ length: 200 }, (_, index) => writeFile(path.join(file, `stray-${index}`), 'x')));
  const said = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const seen = await Promise.all(
      Array.from({ length: 6 }, async () => {
        await keepFile(file, contents);
        return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => error.code);
      }),
    );
    expect(seen).toEqual(Array(6).fill('.a{color:red}'));
    expect(said.mock.calls.map(([line]) => String(line).replace(/^.*(D48EC)/, '$1'))).toEqual([
      'D48EC927BAD39678.css was damaged (a folder, not a file); rebuilt',
    ]);
  } finally {
    said.mockRestore();
  }
});

test('pruning removes entries unused for a week and leftovers of killed writes, and keeps the rest', async () => {
  const dir = await newDir();
  const now = Date.now();
  await fileAged(path.join(dir, 'images', 'OLD'), 8 * day, now);
  await fileAged(path.join(dir, 'images', 'RECENT'), 6 * day, now);
  await fileAged(path.join(dir, 'chunks', 'chunk-OLD.js'), 30 * day, now);
  await fileAged(path.join(dir, 'chunks', 'chunk-NEW.js'), 0, now);
  await fileAged(path.join(dir, 'chunks', 'chunk-A.js.123-ab.tmp'), 60 * 60_000, now);
  await fileAged(path.join(dir, 'chunks', 'chunk-B.js.456-cd.tmp'), 1000, now);
  expect(await pruneCache(dir, now)).toBe(3);
  expect(await listed(dir)).toEqual(['chunks', 'chunks/chunk-B.js.456-cd.tmp', 'chunks/chunk-NEW.js', 'images/RECENT']);
});

test('pruning runs at most once an hour, recorded in a marker file that other processes read', async () => {
  const dir = await newDir();
  const now = Date.now();
  await fileAged(path.join(dir, 'A'), 8 * day, now);
  expect(await pruneCache(dir, now)).toBe(1);
  await fileAged(path.join(dir, 'B'), 8 * day, now);
  expect(await pruneCache(dir, now + 30 * 60_000)).toBe(0);
  expect(await listed(dir)).toEqual(['B']);
  expect(await pruneCache(dir, now + 61 * 60_000)).toBe(1);
  expect(await listed(dir)).toEqual([]);
});

test('past the size bound, the least recently used entries go first', async () => {
  const dir = await newDir();
  const now = Date.now();
  for (const [name, age] of [
    ['newest', 0],
    ['older', day],
    ['oldest', 2 * day],
  ] as const) {
    await fileAged(path.join(dir, name), age, now, 'x'.repeat(1000));
  }
  expect(await pruneCache(dir, now, { ...prunePolicy, maxBytes: 2500 })).toBe(1);
  expect(await listed(dir)).toEqual(['newest', 'older']);
});

test('a folder where the pruning marker belongs is replaced by the marker, and pruning runs', async () => {
  const dir = await newDir();
  const now = Date.now();
  await fileAged(path.join(dir, '.pruned', 'stray'), 8 * day, now);
  await fileAged(path.join(dir, 'A'), 8 * day, now);
  expect(await pruneCache(dir, now)).toBe(1);
  expect(await listed(dir)).toEqual([]);
});
