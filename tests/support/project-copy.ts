import path from 'node:path';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const copied = [
  'build.ts',
  'generator',
  'pages',
  'components',
  'styles',
  'data',
  'client',
  'assets',
  'package.json',
  'tsconfig.json',
  'assets.d.ts',
  'serve.json',
];

/**
 * A throwaway copy of the project's sources, sharing node_modules, to break on purpose; `also`
 * copies more of the repository (`tests`, for the scripts that live there).
 */
export async function copyProject({ also = [] as string[] } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-'));
  for (const entry of [...copied, ...also]) await cp(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    tsx: path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    file: (relative: string) => path.join(dir, relative),
    read: (relative: string) => readFile(path.join(dir, relative), 'utf8'),
    write: (relative: string, contents: string) => writeFile(path.join(dir, relative), contents),
    async edit(relative: string, change: (text: string) => string) {
      const file = path.join(dir, relative);
      const before = await readFile(file, 'utf8');
      const after = change(before);
      // An edit that finds nothing to change would test nothing: the source moved on.
      if (after === before) throw new Error(`${relative}: the edit changed nothing`);
      await writeFile(file, after);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export type ProjectCopy = Awaited<ReturnType<typeof copyProject>>;

/** The copy gets a node_modules of its own (links to the real packages) so its cache is its own to break. */
export async function privateCache(copy: ProjectCopy) {
  const shared = path.join(projectRoot, 'node_modules');
  await rm(copy.file('node_modules'));
  await mkdir(copy.file('node_modules'));
  for (const name of await readdir(shared)) {
    if (name !== '.cache') await symlink(path.join(shared, name), copy.file(`node_modules/${name}`));
  }
}

/** Every file under the copy's dist/ with the hash of its contents. */
export async function snapshotDist(copy: ProjectCopy) {
  const dist = copy.file('dist');
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort();
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha256')
        .update(await readFile(path.join(dist, file)))
        .digest('hex'),
    ),
  );
  return Object.fromEntries(files.map((file, index) => [file, hashes[index]]));
}
