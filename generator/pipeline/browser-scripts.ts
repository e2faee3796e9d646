import path from 'node:path';
import { readdir } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { type BuildResult, relativeOutput, sourcesRead } from './compiled-modules';
import { clientDir, root, themeScriptEntry } from '../paths';

/** What both browser builds share: bundled, minified, for the browsers the site supports, kept in memory. */
const forBrowsers = {
  absWorkingDir: root,
  bundle: true,
  platform: 'browser' as const,
  target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
  minify: true,
  metafile: true as const,
  write: false as const,
  logLevel: 'silent' as const,
} satisfies esbuild.BuildOptions;

/** The client behaviours, one entry each: client/menu.ts is `menu`. */
async function listBehaviours() {
  const names = (await readdir(clientDir)).filter((file) => /^[a-z-]+\.ts$/.test(file));
  return Object.fromEntries(names.map((file) => [file.replace(/\.ts$/, ''), path.join(clientDir, file)]));
}

/**
 * Each behaviour's code by name, in a stable order: pages join theirs into one file (render.ts's pageScripts).
 * @public tests/unit/page-scripts.test.ts imports it in a Node of another language.
 */
export function collectBehaviours(result: BuildResult) {
  const relative = (output: string) => relativeOutput(path.join(root, 'out'), output);
  const texts = new Map(result.outputFiles.map((file) => [relative(file.path), file.text]));
  const behaviours = new Map<string, string>();
  // By code unit, not localeCompare: the order (and so each page's script and its name) must not
  // depend on the language of the machine that builds.
  const outputs = Object.entries(result.metafile.outputs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [output, meta] of outputs) {
    if (!meta.entryPoint) continue;
    const text = texts.get(relative(output));
    if (text === undefined) throw new Error(`esbuild listed ${output} for ${meta.entryPoint} but wrote no such file.`);
    behaviours.set(path.basename(meta.entryPoint, '.ts'), text);
  }
  return behaviours;
}

/**
 * The code that runs in the browser: each client behaviour bundled whole (a page's file joins
 * those it uses: render.ts), and the inline theme script. Two esbuild contexts,
 * kept by a watcher between saves; `sources` tells it which saves reach them.
 */
export async function createBrowserCompiler() {
  const behaviours = await esbuild.context({
    ...forBrowsers,
    entryPoints: await listBehaviours(),
    format: 'esm',
    splitting: false,
    outdir: 'out',
    entryNames: '[name]',
  });
  const themeScript = await esbuild.context({ ...forBrowsers, entryPoints: [themeScriptEntry], format: 'iife' });
  let sources = new Set<string>();

  async function compile() {
    // A failed build forgets what it read before: the next save rebuilds, whatever it touched.
    sources = new Set();
    const [behavioursResult, themeResult] = await Promise.all([behaviours.rebuild(), themeScript.rebuild()]);
    sources = new Set([behavioursResult, themeResult].flatMap(sourcesRead));
    return { behaviours: collectBehaviours(behavioursResult), themeScript: themeResult.outputFiles[0]?.text.trim() ?? '' };
  }

  return {
    compile,
    /** Whether a saved file is one the last good compile read. */
    reads: (file: string) => sources.has(file),
    dispose: () => Promise.all([behaviours.dispose(), themeScript.dispose()]).then(() => undefined),
  };
}

export type BrowserScripts = Awaited<ReturnType<Awaited<ReturnType<typeof createBrowserCompiler>>['compile']>>;
