import * as esbuild from 'esbuild';
import { collectBehaviours, listBehaviours } from './behaviours';
import { sourcesRead } from './compiled-modules';
import { root, themeScriptEntry } from './paths';

const browserTargets = ['chrome100', 'firefox100', 'safari15', 'edge100'];

/**
 * The code that runs in the browser: each client behaviour bundled whole (a page's file joins
 * those it uses: generator/page-scripts.ts), and the inline theme script. Two esbuild contexts,
 * kept by a watcher between saves; `sources` tells it which saves reach them.
 */
export async function createBrowserCompiler() {
  const behaviours = await esbuild.context({
    entryPoints: await listBehaviours(),
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    splitting: false,
    target: browserTargets,
    outdir: 'out',
    entryNames: '[name]',
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const themeScript = await esbuild.context({
    entryPoints: [themeScriptEntry],
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: browserTargets,
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
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
