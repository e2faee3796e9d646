import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import type { Plugin } from 'esbuild';
import type { IdentifierOption } from '@vanilla-extract/integration';
import { existsSync } from 'node:fs';
import { root } from '../paths';
import { BuildError, describeError, ownerFrames } from '../errors';
import { contentHash } from '../cache/hash';
import { memo } from '../cache/memo';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, checkNamedFile, keepFile, readEntry, signature, writeEntry } from '../cache/cache-store';

interface CachedStyle {
  contents: string;
  watchFiles: string[];
  /** size and mtime of every file the stylesheet was compiled from. */
  fingerprints: string[];
}

const cacheFile = cachePath(cacheKinds.styleIndex);
/** @vanilla-extract/integration's cssFileFilter: that package, with Babel, loads (~150 ms) only on a cache miss. */
export const cssFileFilter = /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?used)?$/;
/** Where each stylesheet's CSS is written, one file per vanilla-extract file scope, named by its content. */
export const cssDir = cachePath(cacheKinds.stylesheets);

/** Class names as a production build makes them, in both builds. */
export const identOption: IdentifierOption = 'short';

/** A CSS file's name: the hash of its contents, so the file can be checked against it. */
const cssFileName = (source: string | Uint8Array) => `${contentHash(source)}${contentHash(source, 'css')}.css`;

/**
 * Each stylesheet's CSS goes to a real file named by its content, which esbuild loads and keeps
 * between rebuilds itself; vanilla-extract's default, a virtual module per stylesheet, costs
 * two plugin round trips each on every rebuild. The CSS is minified as the page bundles minify
 * it, so a page's CSS is its files joined (pageCss).
 */
export async function writeCssFile({ source }: { source: string }) {
  const css = await minified(source);
  const file = path.join(cssDir, cssFileName(css));
  await keepFile(file, Buffer.from(css));
  return `import ${JSON.stringify(file)};`;
}

/** Every page's files and a long session's edits of them. */
const kept = 512;
/** Each file scope's CSS minified, by its source: a save compiles the stylesheets a stylesheet imports again, mostly unchanged. */
const minified = memo(kept, (source) =>
  esbuild.transform(source, { loader: 'css', minifyWhitespace: true, minifySyntax: true }).then(({ code }) => code.trim()),
);
/** CSS files read this process: named by their contents, checked when their stylesheet loaded. */
const cssText = memo(kept, (file) => readFile(file, 'utf8'));

/**
 * A page's CSS: the CSS files its stylesheets import, in the order esbuild puts them (import
 * order, each file once), joined. The one-off build and the watcher both make it so, and so
 * write the same bytes; esbuild's own CSS bundle of these files is the same text, except that it
 * would drop a rule that two stylesheets both write.
 */
export async function pageCss(files: readonly string[]) {
  return (await Promise.all(files.map(cssText))).join('');
}

/** The index's shape: entries written in another are compiled again (their CSS files were not minified). */
const indexFormat = 2;

async function readIndex(): Promise<Record<string, CachedStyle>> {
  const entry = await readEntry(cacheFile);
  if (!entry || entry.meta.format !== indexFormat) return {};
  return JSON.parse(Buffer.from(entry.bytes).toString('utf8')) as Record<string, CachedStyle>;
}

/** vanilla-extract's own compile: the stylesheet bundled with every stylesheet it imports, evaluated in a VM. */
async function compileStylesheet(file: string) {
  const { compile, processVanillaFile } = await import('@vanilla-extract/integration');
  const { source, watchFiles } = await compile({ filePath: file, cwd: root, identOption });
  const contents = await processVanillaFile({ source, filePath: file, identOption, serializeVirtualCssPath: writeCssFile }).catch(
    (error: unknown) => {
      // The owner's code throwing has its frames; vanilla-extract's own checks (an invalid selector) have none.
      throw ownerFrames(error).length > 0 ? error : stylesheetError(file, error);
    },
  );
  return { contents, watchFiles };
}

/** A failure of vanilla-extract's own checks, named by the stylesheet they refused. */
export const stylesheetError = (file: string, error: unknown) =>
  new BuildError(`${path.relative(root, file)}: ${describeError(error)}`, { cause: error });

/**
 * Compiled stylesheets, cached on disk: a stylesheet is compiled again only when it or a file it
 * imports changed, by vanilla-extract's compile or (`evaluate`) the watcher's module runner
 * (generator/dev/runner-styles.ts), which make the same module. It imports its CSS files by path and
 * exports the class names; the esbuild plugin and the watcher's module runner both load it.
 */
export function createStyleCompiler(evaluate?: (file: string) => Promise<{ contents: string; watchFiles: string[] }>) {
  let cache: Record<string, CachedStyle> | null = null;
  let dirty = false;
  // Stylesheets share their imports (the theme, the breakpoints): each is looked at once a build.
  let fingerprints = new Map<string, string>();
  const fingerprint = (file: string) => {
    let known = fingerprints.get(file);
    if (!known) {
      known = signature(file) ?? 'missing';
      fingerprints.set(file, known);
    }
    return known;
  };

  return {
    /** A new build: files may have changed since the last one looked. */
    async start() {
      fingerprints = new Map();
      cache ??= await readIndex();
    },
    /** The stylesheet as a JavaScript module, and every file it was compiled from. */
    async load(file: string) {
      cache ??= await readIndex();
      const styles = cache;
      const cached = styles[file];
      if (cached) {
        const current = await Promise.all(cached.watchFiles.map(fingerprint));
        const cssFiles = [...cached.contents.matchAll(/^import "([^"]+\.css)";$/gm)].map((match) => match[1] ?? '');
        const cssWhole = (await Promise.all(cssFiles.map((css) => checkNamedFile(css, cssFileName)))).every(Boolean);
        if (cssWhole && current.every((value, index) => value === cached.fingerprints[index])) {
          return { contents: cached.contents, watchFiles: cached.watchFiles };
        }
      }
      const { contents, watchFiles } = await (evaluate ?? compileStylesheet)(file);
      styles[file] = { contents, watchFiles, fingerprints: await Promise.all(watchFiles.map(fingerprint)) };
      dirty = true;
      return { contents, watchFiles };
    },
    /** Stores what this build compiled, for the next build and the next process. */
    async save() {
      if (!dirty || !cache) return;
      dirty = false;
      // Stylesheets since deleted (or in a removed copy of the project) leave the index.
      for (const file of Object.keys(cache)) if (!existsSync(file)) delete cache[file];
      await writeEntry(cacheFile, Buffer.from(JSON.stringify(cache)), { format: indexFormat });
    },
  };
}

/**
 * Answers every .css.ts itself with createStyleCompiler: vanilla-extract's own esbuild plugin
 * would compile and evaluate every stylesheet on every build.
 */
export function styleCachePlugin(): Plugin {
  const styles = createStyleCompiler();
  return {
    name: 'vanilla-extract-cache',
    setup(build) {
      build.onStart(() => styles.start());
      // The CSS files are created during the build, after esbuild has listed their folder, so
      // its resolver would not see them; the exact path needs no lookup.
      build.onResolve({ filter: /\.css$/ }, ({ path: file }) => (file.startsWith(cssDir) ? { path: file } : undefined));
      build.onLoad({ filter: cssFileFilter }, async ({ path: file }) => ({ ...(await styles.load(file)), loader: 'js' }));
      build.onEnd(() => styles.save());
    },
  };
}
