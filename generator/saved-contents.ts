import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';

/** Longer than chokidar's window of one 'change' event per file per 50 ms. */
const quietMs = 80;

async function hashOf(file: string) {
  const contents = await readFile(file).catch(() => null);
  return contents ? createHash('sha256').update(contents).digest('hex') : 'missing';
}

/**
 * Which saved files the last rebuild did not see, decided by their contents. chokidar reports
 * at most one change per file in 50 ms, and none when the modification time did not move, so
 * the second of two quick saves (an editor that formats on save) can go unreported. Every file
 * with an event is hashed as a rebuild starts, again after it ends, and once more when its
 * events have been quiet past that window.
 */
export class SavedContents {
  /** A file's hash when the last rebuild started. */
  private readonly built = new Map<string, string>();
  /** Files with an event not yet known to be built, and when the event came. */
  private readonly recent = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onUnbuilt: (files: string[]) => void) {}

  noteEvent(file: string) {
    this.recent.set(file, Date.now());
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      const files = await this.unbuilt();
      if (files.length > 0) this.onUnbuilt(files);
    }, quietMs);
  }

  /** The contents a rebuild about to start will read; returns the files whose contents moved since the last one. */
  async takeSnapshot() {
    const moved: string[] = [];
    await Promise.all(
      [...this.recent.keys()].map(async (file) => {
        const hash = await hashOf(file);
        if (this.built.get(file) !== hash) moved.push(file);
        this.built.set(file, hash);
      }),
    );
    return moved;
  }

  /** Files whose contents differ from what the last rebuild read. */
  async unbuilt() {
    const files: string[] = [];
    const now = Date.now();
    await Promise.all(
      [...this.recent].map(async ([file, eventAt]) => {
        if ((await hashOf(file)) !== this.built.get(file)) files.push(file);
        else if (now - eventAt > quietMs) {
          this.recent.delete(file);
          this.built.delete(file);
        }
      }),
    );
    return files;
  }

  close() {
    clearTimeout(this.timer);
  }
}
