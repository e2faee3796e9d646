import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { root } from './paths';

/** A failure the owner can act on; its message already names the file or route. */
export class BuildError extends Error {
  override name = 'BuildError';
}

function isEsbuildFailure(error: unknown): error is esbuild.BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<esbuild.BuildFailure>).errors);
}

// The generator's own frames (generator/, build.ts), Node's and packages': none is the owner's to fix.
const generatorFrame = /node_modules|node:|[\\/]generator[\\/]|[\\/]build\.ts:/;

/** The first line of an error and the frames that point into the site's own sources. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !generatorFrame.test(line))
    .slice(0, 3)
    // 'data/projects.ts:12:7' reads better than the absolute path, as esbuild's own messages do.
    .map((line) => line.replaceAll(`${pathToFileURL(root).href}/`, '').replaceAll(`${root}/`, ''));
  return [`${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`, ...frames].join('\n');
}

/** Formats any build failure for the terminal: esbuild's own frames where it has them. */
export async function formatBuildError(error: unknown, color: boolean): Promise<string> {
  if (isEsbuildFailure(error) && error.errors.length > 0) {
    const lines = await esbuild.formatMessages(error.errors, { kind: 'error', color });
    return lines.join('');
  }
  if (error instanceof BuildError) return error.message;
  return describeError(error);
}
