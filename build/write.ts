import path from 'node:path';
import { link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { distDir, root } from './paths';

const nextPrefix = '.dist-next-';
const previousPrefix = '.dist-previous-';

/** What this process last swapped into dist/: an unchanged file is linked from there, not written again. */
let lastWritten = new Map<string, string | Uint8Array>();

function sameContents(a: string | Uint8Array | undefined, b: string | Uint8Array) {
  if (a === b) return true;
  if (a === undefined || typeof a !== typeof b) return false;
  return typeof a === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b as Uint8Array));
}

/**
 * Writes the whole site beside dist/ and swaps it in with two renames, so a failed or
 * killed build never leaves a half-written dist/. A kill between the renames leaves the
 * previous site in a `.dist-previous-*` folder, which the next build puts back first.
 */
export async function writeSite(files: ReadonlyMap<string, string | Uint8Array>) {
  await recoverInterruptedSwap();
  const next = path.join(root, `${nextPrefix}${process.pid}`);
  await rm(next, { recursive: true, force: true });
  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(next, file))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await Promise.all(
    [...files].map(([file, contents]) =>
      sameContents(lastWritten.get(file), contents)
        ? link(path.join(distDir, file), path.join(next, file)).catch(() => writeFile(path.join(next, file), contents))
        : writeFile(path.join(next, file), contents),
    ),
  );
  const previous = path.join(root, `${previousPrefix}${process.pid}`);
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(next, distDir);
  lastWritten = new Map(files);
  await rm(previous, { recursive: true, force: true });
}

async function recoverInterruptedSwap() {
  const leftovers = (await readdir(root)).filter(
    (name) => name.startsWith(nextPrefix) || name.startsWith(previousPrefix),
  );
  for (const name of leftovers) {
    const folder = path.join(root, name);
    if (name.startsWith(previousPrefix) && !existsSync(distDir)) await rename(folder, distDir);
    else await rm(folder, { recursive: true, force: true });
  }
}
