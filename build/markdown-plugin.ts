import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { OnLoadResult, PartialMessage, Plugin } from 'esbuild';
import { markdownKinds, type MarkdownKind } from '../data/markdown';
import type { MarkdownFile } from '../data/prose';
import { root } from './paths';

/** `data/story/*.md` as a pattern over paths from the project root. */
function globPattern(glob: string) {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*\//g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '(?:.*/)?')}$`);
}

const kinds = markdownKinds.map((kind) => ({ kind, pattern: globPattern(kind.files) }));

function kindOf(file: string): MarkdownKind {
  return kinds.find(({ pattern }) => pattern.test(file))?.kind ?? { files: file };
}

export type MarkdownModule = { ok: true; value: MarkdownFile<unknown> } | { ok: false; errors: PartialMessage[] };

/** A `.md` file compiled, or its problems as esbuild messages naming file and line. */
export async function markdownModule(absolute: string, source: string): Promise<MarkdownModule> {
  const file = path.relative(root, absolute).split(path.sep).join('/');
  // Loaded on first use: a build whose Markdown is all cached never parses any.
  const { compileMarkdown } = await import('./markdown');
  const result = compileMarkdown(source, file, kindOf(file));
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

/** A `.md` file's compiled value, for tests that import data/ directly (vitest.config.ts). */
export async function loadMarkdown(absolute: string, source: string): Promise<MarkdownFile<unknown>> {
  const compiled = await markdownModule(absolute, source);
  if (!compiled.ok) throw new Error(compiled.errors.map((error) => `${error.location?.file}:${error.location?.line}: ${error.text}`).join('\n'));
  return compiled.value;
}

/**
 * Importing a `.md` file from data/ gives its front matter and its Markdown as a small tree
 * (data/prose.ts). esbuild asks a plugin for its files on every rebuild, so each result is kept
 * until the file's text changes: an unchanged file costs one read.
 */
export function markdownPlugin(): Plugin {
  const cache = new Map<string, { source: string; result: OnLoadResult }>();
  return {
    name: 'markdown',
    setup(build) {
      build.onLoad({ filter: /\.md$/ }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        const cached = cache.get(file);
        if (cached?.source === source) return cached.result;
        const compiled = await markdownModule(file, source);
        const result: OnLoadResult = compiled.ok
          ? { contents: `export default ${JSON.stringify(compiled.value)};`, loader: 'js', watchFiles: [file] }
          : { errors: compiled.errors, watchFiles: [file] };
        cache.set(file, { source, result });
        return result;
      });
    },
  };
}
