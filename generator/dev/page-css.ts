import * as esbuild from 'esbuild';
import { root } from '../paths';

/** Stylesheet lists remembered: each page's and the error screen's, with room for the last edit's. */
const remembered = 64;
const entry = 'page-css';

/**
 * A page's CSS from the CSS files its stylesheets import, in import order: bundled by esbuild
 * with the one-off build's options, so the bytes are the same. The files are named by their
 * contents, so a list seen before gives the same CSS without asking esbuild again. One esbuild
 * context serves every list: it parses again only the files it has not seen.
 */
export function createPageCss() {
  const known = new Map<string, Promise<string>>();
  let imports = '';
  let context: Promise<esbuild.BuildContext> | null = null;
  /** A context rebuilds one list at a time. */
  let queue: Promise<unknown> = Promise.resolve();

  async function bundle(files: readonly string[]) {
    if (files.length === 0) return '';
    context ??= esbuild.context({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      outdir: 'out',
      minifyWhitespace: true,
      minifySyntax: true,
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: entry,
          setup(build) {
            build.onResolve({ filter: new RegExp(`^${entry}$`) }, () => ({ path: entry, namespace: entry }));
            build.onLoad({ filter: /.*/, namespace: entry }, () => ({ contents: imports, resolveDir: root, loader: 'js' }));
          },
        },
      ],
    });
    const build = await context;
    imports = files.map((file) => `import ${JSON.stringify(file)};`).join('\n');
    const result = await build.rebuild();
    return result.outputFiles?.find((file) => file.path.endsWith('.css'))?.text.trim() ?? '';
  }

  return {
    css(files: readonly string[]) {
      const key = files.join('\n');
      let css = known.get(key);
      if (!css) {
        css = queue.then(() => bundle(files));
        queue = css.catch(() => undefined);
        known.set(key, css);
        // A failure (a file pruned from the cache meanwhile) is asked again next time.
        css.catch(() => known.delete(key));
        if (known.size > remembered) known.delete(known.keys().next().value ?? '');
      }
      return css;
    },
    dispose: async () => (await context)?.dispose(),
  };
}
