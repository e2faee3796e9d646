import path from 'node:path';
import * as esbuild from 'esbuild';
import { cacheKinds } from './cache-core.mjs';
import { cachePath, keepFile } from './cache-store';
import { root } from './paths';
import { nodeBundleOptions } from './node-bundle.mjs';

const defaultOutdir = cachePath(cacheKinds.renderThread);

/**
 * generator/render-thread.ts compiled for plain Node, once per watcher. A thread running the
 * sources through tsx's loader sends every import through the loader's own thread, compiled page
 * modules included: importing a data edit's new pages took ~120 ms that way, ~35 ms without.
 * Returns the entry's path; asked as each thread starts, it first rewrites any output the cache
 * has pruned, or that was damaged, since.
 */
export function renderThreadEntry(outdir = defaultOutdir) {
  let compiled = compilations.get(outdir);
  if (!compiled) {
    compiled = compile(outdir);
    compilations.set(outdir, compiled);
  }
  return compiled.then(async ({ entry, files }) => {
    for (const file of files) await keepFile(file.path, file.contents);
    return entry;
  });
}

const compilations = new Map<string, Promise<{ entry: string; files: esbuild.OutputFile[] }>>();

async function compile(outdir: string) {
  const result = await esbuild.build({
    ...nodeBundleOptions,
    entryPoints: { 'render-thread': path.join(root, 'generator', 'render-thread.ts') },
    absWorkingDir: root,
    // Named by content, so a watcher never replaces the file another watcher's thread is loading.
    entryNames: '[name]-[hash]',
    outdir,
    // Stack traces from the generator's own code point at its sources.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0];
  if (!entry) throw new Error('generator/render-thread.ts did not compile.');
  return { entry: path.resolve(root, entry), files: result.outputFiles };
}
