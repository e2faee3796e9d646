import { createCompiler } from '../../generator/compile';

/**
 * The floor under every watch rebuild: the watcher's compiler (esbuild's incremental contexts,
 * the style cache answering every stylesheet) rebuilding with nothing changed. A save pays at
 * least this before a page is rendered; what it costs is esbuild relinking and printing the
 * pages' whole module graph, which an incremental context does on every rebuild.
 */
export async function unchangedRebuildTimes(runs: number) {
  const compiler = await createCompiler();
  try {
    await compiler.compile();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await compiler.compile(new Set());
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await compiler.dispose();
  }
}
