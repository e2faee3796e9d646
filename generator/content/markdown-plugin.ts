import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { PartialMessage, Plugin } from 'esbuild';
import type { LoadedModule } from '../assets/image-plugin';
import { markdownKinds } from '../../data/markdown';
import type { MarkdownFile } from '../../data/prose';
import { contentHash } from '../cache/hash';
import { root } from '../paths';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, writeEntry } from '../cache/cache-store';

const cacheFile = cachePath(cacheKinds.markdown);

export type CompiledMarkdown = { ok: true; value: MarkdownFile<unknown> } | { ok: false; errors: PartialMessage[] };

/** A `.md` file compiled, or its problems as esbuild messages naming file and line. */
export async function compileMarkdownFile(absolute: string, source: string): Promise<CompiledMarkdown> {
  const file = path.relative(root, absolute).split(path.sep).join('/');
  // Loaded on first use: a build whose Markdown is all cached never parses any.
  const [{ compileMarkdown }, { minimatch }] = await Promise.all([import('./markdown'), import('minimatch')]);
  const result = compileMarkdown(source, file, markdownKinds.find((kind) => minimatch(file, kind.files, { dot: true })) ?? { files: file });
  if (result.ok) return { ok: true, value: result.file };
  const lines = source.split(/\r?\n/);
  return {
    ok: false,
    errors: result.problems.map(({ line, message }) => ({
      text: message,
      location: { file, line, column: 0, lineText: lines[line - 1] ?? '' },
    })),
  };
}

/**
 * A `.md` file's compiled value, for tests that import data/ directly.
 * @public vitest.config.ts imports it by path from generated code, which knip cannot follow.
 */
export async function loadMarkdown(absolute: string, source: string): Promise<MarkdownFile<unknown>> {
  const compiled = await compileMarkdownFile(absolute, source);
  if (!compiled.ok)
    throw new Error(compiled.errors.map((error) => `${error.location?.file}:${error.location?.line}: ${error.text}`).join('\n'));
  return compiled.value;
}

/** The files that decide how Markdown compiles, hashed: a change to any compiles every file anew. */
async function compilerVersion() {
  const sources = [
    'generator/content/markdown.ts',
    'data/markdown.ts',
    'data/schema.ts',
    'data/prose.ts',
    'node_modules/mdast-util-from-markdown/package.json',
    'node_modules/yaml/package.json',
  ];
  return contentHash(...(await Promise.all(sources.map((source) => readFile(path.join(root, source), 'utf8').catch(() => '-')))));
}

type StoredFiles = Record<string, { key: string; value: MarkdownFile<unknown> }>;

/**
 * Importing a `.md` file from data/ gives its front matter and its Markdown as a small tree
 * (data/prose.ts), kept in memory and on disk until the file's text changes. Used by the esbuild
 * plugin below and the watcher's module runner.
 */
export function createMarkdownLoader() {
  const cache = new Map<string, { source: string; result: LoadedModule }>();
  let stored: Promise<{ version: string; files: StoredFiles }> | null = null;
  let dirty = false;
  const readStored = async () => {
    const [version, entry] = await Promise.all([compilerVersion(), readEntry(cacheFile)]);
    const files = entry?.meta.version === version ? (JSON.parse(Buffer.from(entry.bytes).toString('utf8')) as StoredFiles) : {};
    return { version, files };
  };

  return {
    async load(file: string): Promise<LoadedModule> {
      const source = await readFile(file, 'utf8');
      const cached = cache.get(file);
      if (cached?.source === source) return cached.result;
      stored ??= readStored();
      const { files } = await stored;
      // By path from the root, so copies of the project share their entries.
      const name = path.relative(root, file);
      const key = contentHash(source);
      let value = files[name]?.key === key ? files[name].value : null;
      if (!value) {
        const compiled = await compileMarkdownFile(file, source);
        if (!compiled.ok) {
          cache.set(file, { source, result: { errors: compiled.errors } });
          return { errors: compiled.errors };
        }
        value = compiled.value;
        files[name] = { key, value };
        dirty = true;
      }
      const result = { code: `export default ${JSON.stringify(value)};` };
      cache.set(file, { source, result });
      return result;
    },
    async save() {
      if (!dirty || !stored) return;
      dirty = false;
      const { version, files } = await stored;
      await writeEntry(cacheFile, Buffer.from(JSON.stringify(files)), { version });
    },
  };
}

/** The one-off build's Markdown: createMarkdownLoader as an esbuild plugin. */
export function markdownPlugin(): Plugin {
  const markdown = createMarkdownLoader();
  return {
    name: 'markdown',
    setup(build) {
      build.onLoad({ filter: /\.md$/ }, async ({ path: file }) => {
        const loaded = await markdown.load(file);
        const watchFiles = [file];
        return 'code' in loaded ? { contents: loaded.code, loader: 'js', watchFiles } : { errors: loaded.errors, watchFiles };
      });
      build.onEnd(() => markdown.save());
    },
  };
}
