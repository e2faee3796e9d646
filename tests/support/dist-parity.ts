import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { copyProject, type ProjectCopy } from './project-copy';
import { runBuild } from './build-process';
import { sourceFolders } from '../../generator/paths';

const liveReloadTag = '<script type="module" src="/__live-reload.js"></script>';

/** Every file of two dist/ folders that differs, the watcher's live-reload script taken out of its pages. */
export async function distDifferences(watched: string, built: string) {
  const list = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const [a, b] = await Promise.all([list(watched), list(built)]);
  const found: string[] = [];
  for (const file of a) if (!b.includes(file)) found.push(`only in watch: ${file}`);
  for (const file of b) if (!a.includes(file)) found.push(`only in build: ${file}`);
  for (const file of a.filter((name) => b.includes(name))) {
    const [mine, theirs] = await Promise.all([readFile(path.join(watched, file)), readFile(path.join(built, file))]);
    const withoutReload = file.endsWith('.html') ? Buffer.from(mine.toString('utf8').replace(liveReloadTag, '')) : mine;
    if (!withoutReload.equals(theirs)) found.push(`differs: ${file}`);
  }
  return found;
}

/** How the dist/ a watcher wrote in `project` differs from `npm run build` of the same sources, in a fresh copy. */
export async function differencesFromBuild(project: ProjectCopy) {
  const other = await copyProject();
  try {
    for (const folder of sourceFolders) {
      await rm(other.file(folder), { recursive: true });
      await cp(project.file(folder), other.file(folder), { recursive: true });
    }
    const build = await runBuild(other);
    if (build.code !== 0) throw new Error(`npm run build failed on the same sources:\n${build.output}`);
    return await distDifferences(project.file('dist'), other.file('dist'));
  } finally {
    await other.remove();
  }
}
