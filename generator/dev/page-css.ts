import * as esbuild from 'esbuild';
import { root } from '../paths';

/** Stylesheet lists remembered: each page's and the error screen's, with room for the last edit's. */
const remembered = 64;

/**
 * A page's CSS from the CSS files its stylesheets import, in import order: bundled by esbuild
 * with the one-off build's options, so the bytes are the same. The files are named by their
 * contents, so a list seen before gives the same CSS without asking esbuild again.
 */
export function createPageCss() {
  const known = new Map<string, Promise<string>>();
  return (files: readonly string[]) => {
    const key = files.join('\n');
    let css = known.get(key);
    if (!css) {
      css = bundle(files);
      known.set(key, css);
      // A failure (a file pruned from the cache meanwhile) is asked again next time.
      css.catch(() => known.delete(key));
      if (known.size > remembered) known.delete(known.keys().next().value ?? '');
    }
    return css;
  };
}

async function bundle(files: readonly string[]) {
  if (files.length === 0) return '';
  const result = await esbuild.build({
    stdin: { contents: files.map((file) => `import ${JSON.stringify(file)};`).join('\n'), resolveDir: root, loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.find((file) => file.path.endsWith('.css'))?.text.trim() ?? '';
}
