import * as esbuild from 'esbuild';
import { collectBehaviours, listBehaviours } from './behaviours';
import { sourcesRead } from './compiled-modules';
import { root, themeScriptEntry } from '../paths';

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

/**
 * The code that runs in the browser: each client behaviour bundled whole (a page's file joins
 * those it uses: generator/pipeline/page-scripts.ts), and the inline theme script. Two esbuild contexts,
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
