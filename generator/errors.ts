import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { root } from './paths';

/** A failure the owner can act on; its message already names the file or route. */
export class BuildError extends Error {
  override name = 'BuildError';
}

/** esbuild's own failure (Vite's transform errors carry an `errors` list of another shape). */
function isEsbuildFailure(error: unknown): error is esbuild.BuildFailure {
  const errors = error instanceof Error ? (error as Partial<esbuild.BuildFailure>).errors : undefined;
  return Array.isArray(errors) && errors.every((message) => typeof message?.text === 'string');
}

// The generator's own frames (generator/, build.ts), Node's, packages' and built-ins': none is the owner's to fix.
const generatorFrame = /node_modules|node:|\(<anonymous>\)|[\\/]generator[\\/]|[\\/]build\.ts:/;

/** A failure to compile a file, from Vite's transforms or the loaders they call: not the owner's code throwing. */
export const isCompileError = (error: unknown) =>
  error instanceof Error && ('plugin' in error || (error as NodeJS.ErrnoException).code === 'ERR_LOAD_URL');

/** Paths as the owner reads them: 'data/projects.ts:12:7', not the absolute path (as esbuild's own messages do). */
const relative = (text: string) =>
  text
    .replaceAll(`${pathToFileURL(root).href}/`, '')
    .replaceAll(`${root}/`, '')
    // A module's query is no part of its file's name (the watcher evaluates a stylesheet as `….css.ts?evaluate`).
    .replace(/(\.[cm]?[jt]sx?)\?[^\s:()'"]*(?=:\d+:\d+)/g, '$1');

/** The frames of an error's stack that point into the site's own sources, at most three. */
export function ownerFrames(error: unknown): string[] {
  // A compiler's error (Vite names its plugin) has its own file, line and code frame; the stack is the compiler's.
  if (!(error instanceof Error) || isCompileError(error)) return [];
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !generatorFrame.test(line))
    .slice(0, 3)
    .map(relative);
}

/** The first line of an error and the frames that point into the site's own sources. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const named = error.name === 'Error' || error.name === 'BuildError' ? '' : `${error.name}: `;
  return [relative(`${named}${error.message}`), ...ownerFrames(error)].join('\n');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts a terminal colour code.
const colourCodes = /\u001b\[[0-9;]*m/g;

/** Formats any build failure for the terminal, or without colours for a page: esbuild's own frames where it has them. */
export async function formatBuildError(error: unknown, color: boolean): Promise<string> {
  let text: string;
  if (isEsbuildFailure(error) && error.errors.length > 0) {
    // A plugin's error comes with a note on where esbuild registered the plugin, its stack beneath: the generator's, not the owner's.
    const messages = error.errors.map((message) => ({
      ...message,
      notes: message.notes.filter((note) => !/^(node_modules|generator)[\\/]/.test(note.location?.file ?? '')),
    }));
    text = (await esbuild.formatMessages(messages, { kind: 'error', color }).catch(() => [describeError(error)])).join('');
  } else if (error instanceof BuildError) {
    text = error.message;
  } else {
    text = describeError(error);
  }
  // A compiler's message may bring its own colours (the watcher's TypeScript transform draws its frame in them).
  return color ? text : text.replace(colourCodes, '');
}
