/**
 * Every save under the source folders, as the operating system reports it: one `fs.watch` per
 * folder. chokidar, which this replaces, read a whole folder again after any event in it (a stat
 * of each of components/' 80 files, on the thread that rebuilds) and dropped a file's events for
 * 50 ms after reporting one, which hid a formatter's second save.
 */
import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';

export type SourceEvent = 'add' | 'change' | 'unlink';

export function watchSources(folders: readonly string[], onEvent: (event: SourceEvent, file: string) => void) {
  const watchers = new Map<string, FSWatcher>();
  /** The files there are, so a rename tells an editor's save over a file from a file added or removed. */
  const files = new Set<string>();

  function watchFolder(folder: string, report: boolean) {
    if (watchers.has(folder)) return;
    try {
      const watcher = watch(folder, (_type, name) => {
        if (name) look(path.join(folder, name.toString()));
      });
      // The folder itself went: its parent reports it.
      watcher.on('error', () => unwatch(folder));
      watchers.set(folder, watcher);
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) watchFolder(file, report);
        else if (!files.has(file)) {
          files.add(file);
          if (report) onEvent('add', file);
        }
      }
    } catch {
      unwatch(folder);
    }
  }

  /** A folder removed or renamed away: it and everything under it. */
  function unwatch(folder: string) {
    const inside = (file: string) => file === folder || file.startsWith(`${folder}${path.sep}`);
    for (const [watched, watcher] of watchers) {
      if (!inside(watched)) continue;
      watcher.close();
      watchers.delete(watched);
    }
    for (const file of files) {
      if (!inside(file)) continue;
      files.delete(file);
      onEvent('unlink', file);
    }
  }

  function look(file: string) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info?.isDirectory()) watchFolder(file, true);
    else if (info) {
      onEvent(files.has(file) ? 'change' : 'add', file);
      files.add(file);
    } else if (watchers.has(file)) unwatch(file);
    else if (files.delete(file)) onEvent('unlink', file);
  }

  for (const folder of folders) watchFolder(folder, false);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
