import * as esbuild from 'esbuild';
import { serverBuildOptions } from '../../generator/pipeline/compile';

/**
 * The floor under the watcher the module runner replaced: esbuild's incremental context for the
 * pages rebuilding with nothing changed. A watcher built on it paid at least this on every save
 * before a page was rendered: esbuild relinks and prints the pages' whole module graph each time.
 */
export async function unchangedRebuildTimes(runs: number) {
  const context = await esbuild.context(serverBuildOptions(new Map()));
  try {
    await context.rebuild();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await context.rebuild();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await context.dispose();
  }
}
