/**
 * The watcher's module runner loads the site's files as the one-off build's esbuild plugins do, through the same
 * loaders: vanilla-extract stylesheets, Markdown, images. A stylesheet's CSS files become empty
 * virtual modules, so the runner's module graph records which CSS each page imports, in order.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import type { Plugin } from 'vite';
import { createStyleCompiler, cssDir, cssFileFilter } from '../assets/style-cache-plugin';
import { createMarkdownLoader } from '../content/markdown-plugin';
import { createImageLoader, type LoadedModule, localImagePattern, remoteImagePattern } from '../assets/image-plugin';
import type { EncodedImages } from '../assets/used-images';
import { root, siteScript } from '../paths';
import { createRunnerStyles, evaluatedFile, evaluatedQuery } from './runner-styles';

/** A CSS file a stylesheet imports, as a module id: no `.css` ending, so Vite's own CSS handling leaves it alone. */
const cssModulePrefix = '\0css-file:';
const remoteImagePrefix = '\0remote-image:';
const pluginName = 'portfolio-site-files';

/** The file a CSS module id stands for. */
export const cssFileOf = (id: string) => (id.startsWith(cssModulePrefix) ? `${id.slice(cssModulePrefix.length)}.css` : null);
/** The image source (a path or a CDN's URL) a module id stands for. */
export const imageSourceOf = (id: string) =>
  id.startsWith(remoteImagePrefix) ? id.slice(remoteImagePrefix.length) : localImagePattern.test(id) ? id : null;

/** Problems thrown as one error, worded and framed as esbuild words the one-off build's. */
async function throwFramed(errors: esbuild.PartialMessage[]): Promise<never> {
  const lines = await esbuild.formatMessages(errors, { kind: 'error', color: false });
  // Named like Vite's own transform errors: a file that does not compile, not code that threw.
  throw Object.assign(new Error(lines.join('').trim()), { plugin: pluginName });
}

/** A loader's module, or its problems thrown. */
const codeOrThrow = async (loaded: LoadedModule) => ('code' in loaded ? { code: loaded.code, map: null } : throwFramed(loaded.errors));

/** An import of a file that is not there, named where it is written, as esbuild names it in a one-off build. */
async function missingImport(source: string, importer: string): Promise<never> {
  const lines = (await readFile(importer, 'utf8').catch(() => '')).split('\n');
  const quoted = [`'${source}'`, `"${source}"`];
  // The import statement's line, not a comment or a string that happens to name the same path.
  const index = lines.findIndex((line) => /^\s*(import|export)\b|\bfrom\s/.test(line) && quoted.some((text) => line.includes(text)));
  const lineText = lines[index] ?? '';
  const column = Math.max(...quoted.map((text) => lineText.indexOf(text)));
  const file = path.relative(root, importer);
  const location = index < 0 ? { file } : { file, line: index + 1, column, length: source.length + 2, lineText };
  return throwFramed([{ text: `Could not resolve "${source}"`, location }]);
}

export function sitePlugins(encodedImages: EncodedImages, log: (line: string) => void, runner: Parameters<typeof createRunnerStyles>[0]) {
  const evaluated = createRunnerStyles(runner);
  const styles = createStyleCompiler(evaluated.compile);
  const markdown = createMarkdownLoader();
  const images = createImageLoader(encodedImages, log);
  /** The files each stylesheet's compiled module was built from: itself and the stylesheets it imports. */
  const stylesheetSources = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: pluginName,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith(cssDir + path.sep) && source.endsWith('.css')) return `${cssModulePrefix}${source.slice(0, -'.css'.length)}`;
      if (remoteImagePattern.test(source)) return `${remoteImagePrefix}${source}`;
      const inStylesheet = importer === undefined ? null : evaluatedFile(importer);
      if (!importer || (inStylesheet === null && (!source.startsWith('.') || !siteScript(importer)))) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The importer fails to compile, so the rebuild after the file is written compiles it again.
      if (!resolved) return source.startsWith('.') ? missingImport(source, inStylesheet ?? importer) : null;
      // What a stylesheet evaluated in the runner imports from the site is evaluated with it, as
      // vanilla-extract's compile bundles it: a helper importing the theme imports the theme's scope.
      return inStylesheet !== null && !resolved.external && siteScript(resolved.id) ? `${resolved.id}${evaluatedQuery}` : resolved;
    },
    async load(id) {
      // A package's import nothing could resolve stays as written: Vite names the file importing it.
      if (!path.isAbsolute(id) && !id.startsWith('\0')) return null;
      if (id.startsWith(cssModulePrefix)) return { code: 'export {};', map: null };
      if (id.startsWith(remoteImagePrefix)) return codeOrThrow(await images.loadRemote(id.slice(remoteImagePrefix.length)));
      if (cssFileFilter.test(id)) {
        const { contents, watchFiles } = await styles.load(id);
        stylesheetSources.set(id, watchFiles);
        return { code: contents, map: null };
      }
      if (id.endsWith('.md')) return codeOrThrow(await markdown.load(id));
      if (localImagePattern.test(id)) return codeOrThrow(await images.loadLocal(id));
      return null;
    },
    async transform(code, id) {
      const file = evaluatedFile(id);
      return file !== null && cssFileFilter.test(file) ? { code: await evaluated.withFileScope(code, file), map: null } : null;
    },
  };
  return {
    plugin,
    /** Before each rebuild: files may have changed since the stylesheets were last looked at. */
    start: () => styles.start(),
    /** The stylesheets whose compiled module holds what one of `files` gave it. */
    stylesheetsReading(files: Iterable<string>) {
      const saved = new Set(files);
      return [...stylesheetSources].flatMap(([stylesheet, sources]) => (sources.some((file) => saved.has(file)) ? [stylesheet] : []));
    },
    /** After each rebuild: what was compiled is kept for the next process. */
    save: () => Promise.all([styles.save(), markdown.save()]),
    /**
     * Evaluates the stylesheet most others import (the theme): one the cache gave is evaluated only on
     * its first save, and with the theme ready that save is about as quick as the next.
     */
    async warm() {
      const importers = new Map<string, number>();
      for (const sources of stylesheetSources.values()) {
        for (const file of sources) if (cssFileFilter.test(file)) importers.set(file, (importers.get(file) ?? 0) + 1);
      }
      const [shared] = [...importers].sort(([, a], [, b]) => b - a);
      if (shared) await evaluated.compile(shared[0]);
    },
  };
}
