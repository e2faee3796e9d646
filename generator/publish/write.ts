import path from 'node:path';
import { link, lstat, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync, lstatSync, rmSync, type Stats } from 'node:fs';
import { writeAtomically } from '../cache/cache-core.mjs';
import { distDir, root } from '../paths';

const nextPrefix = '.dist-next-';
const previousPrefix = '.dist-previous-';

/** Each file as this process left it in dist/, and the inode that holds it: an unchanged file is linked from there. */
interface Written {
  contents: string | Uint8Array;
  identity: string;
}
let lastWritten = new Map<string, Written>();

function sameContents(a: string | Uint8Array, b: string | Uint8Array) {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  return typeof a === 'string' ? a === b : Buffer.from(a).equals(Buffer.from(b as Uint8Array));
}

/** Another writer (a build run beside the watcher) makes new inodes, or at least new times. */
const identityOf = (info: Stats) => `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;

/** The file in dist/ still holds what this process wrote there, so it can be linked. */
async function reusable(file: string, contents: string | Uint8Array) {
  const written = lastWritten.get(file);
  if (!written || !sameContents(written.contents, contents)) return false;
  const info = await lstat(path.join(distDir, file)).catch(() => null);
  return info !== null && identityOf(info) === written.identity;
}

const uniqueSuffix = () => `${process.pid}-${Date.now().toString(36)}`;

/** What the owner must know about a write that succeeded (a folder it could not clean up), and how many files it wrote or removed. */
export interface WriteResult {
  warnings: string[];
  changed: number;
}

/** Why a folder could not be removed, and how the owner removes it. */
function removalFailure(folder: string, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return `could not be removed (${reason}). Remove it by hand (it may take sudo): rm -rf ${JSON.stringify(folder)}`;
}

/** dist/ holds every file exactly as this process last wrote it: no other writer has been. */
function distAsWritten() {
  for (const [file, { identity }] of lastWritten) {
    const info = lstatSync(path.join(distDir, file), { throwIfNoEntry: false });
    if (!info || identityOf(info) !== identity) return false;
  }
  return lastWritten.size > 0;
}

/**
 * A watcher's rebuild: only the changed files, each written atomically; linked files land before
 * the pages that link them and files no longer built go last, so every page always finds what it
 * links to. The whole swap when dist/ is not as this process left it (first build, another writer).
 */
export async function writeChangedFiles(files: ReadonlyMap<string, string | Uint8Array>): Promise<WriteResult> {
  if (!distAsWritten()) return writeSite(files);
  const changed = [...files].filter(([file, contents]) => {
    const last = lastWritten.get(file);
    return !last || !sameContents(last.contents, contents);
  });
  const written = new Map(lastWritten);
  const isPage = ([file]: [string, unknown]) => file.endsWith('.html');
  for (const [file, contents] of [...changed.filter((entry) => !isPage(entry)), ...changed.filter(isPage)]) {
    const target = path.join(distDir, file);
    await writeAtomically(target, contents);
    written.set(file, { contents, identity: identityOf(lstatSync(target)) });
  }
  const gone = [...lastWritten.keys()].filter((file) => !files.has(file));
  for (const file of gone) {
    rmSync(path.join(distDir, file), { force: true });
    written.delete(file);
  }
  // A removed route's folder goes with its page, as it would from a whole new dist/.
  for (const folder of new Set(gone.map((file) => path.dirname(file)).filter((folder) => folder !== '.'))) {
    await rmdir(path.join(distDir, folder)).catch(() => {});
  }
  lastWritten = written;
  return { warnings: [], changed: changed.length + gone.length };
}

/**
 * Writes the whole site beside dist/ and swaps it in with two renames: a failed or killed build
 * never leaves a half-written dist/, and one killed between the renames is put back by the next.
 * Callers hold the build lock (lock.ts).
 */
export async function writeSite(files: ReadonlyMap<string, string | Uint8Array>): Promise<WriteResult> {
  const warnings = await recoverInterruptedSwap();
  const next = path.join(root, `${nextPrefix}${uniqueSuffix()}`);
  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(next, file))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await Promise.all(
    [...files].map(async ([file, contents]) => {
      const target = path.join(next, file);
      if (await reusable(file, contents)) await link(path.join(distDir, file), target).catch(() => writeFile(target, contents));
      else await writeFile(target, contents);
    }),
  );
  // Linking changes a file's ctime, so identities are taken once everything is in place.
  const written = new Map<string, Written>();
  await Promise.all(
    [...files].map(async ([file, contents]) => {
      written.set(file, { contents, identity: identityOf(await lstat(path.join(next, file))) });
    }),
  );
  const previous = path.join(root, `${previousPrefix}${uniqueSuffix()}`);
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(next, distDir);
  lastWritten = written;
  await rm(previous, { recursive: true, force: true }).catch((error: unknown) => {
    warnings.push(
      `The new site is in dist/. The previous one, moved aside to ${path.relative(root, previous)}/, ${removalFailure(previous, error)}`,
    );
  });
  return { warnings, changed: files.size };
}

/** Puts back a site a killed build moved aside, and clears what killed builds left. */
async function recoverInterruptedSwap() {
  const warnings: string[] = [];
  const leftovers = (await readdir(root)).filter((name) => name.startsWith(nextPrefix) || name.startsWith(previousPrefix));
  for (const name of leftovers) {
    const folder = path.join(root, name);
    if (name.startsWith(previousPrefix) && !existsSync(distDir)) {
      await rename(folder, distDir);
      continue;
    }
    // A folder nobody can remove (owned by root, immutable) never fails a later build.
    await rm(folder, { recursive: true, force: true }).catch((error: unknown) =>
      warnings.push(`A leftover of an earlier build, ${name}/, ${removalFailure(folder, error)}`),
    );
  }
  return warnings;
}
