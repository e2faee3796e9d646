import { createHash } from 'node:crypto';
import type { Compilation } from './compile';

/**
 * What a watch build's pages are made from, in one hash: the compiled modules (named by their
 * contents, the chunks they import named so too), their CSS, the behaviours, the theme script
 * and the images beside the pages (named by their contents). Two compilations with one
 * fingerprint render the same site, unless a file the render reads itself has changed.
 */
export function compilationFingerprint({ pages, errorScreen, site, routes, content, behaviours, themeScript, files }: Compilation) {
  const modules = [...pages, ['error-screen', errorScreen], ['site', site], ['routes', routes], ['content', content]] as const;
  const made = [modules.map(([name, module]) => [name, module.file, module.css]), [...behaviours], themeScript, [...files.keys()]];
  return createHash('sha256').update(JSON.stringify(made)).digest('hex');
}

/**
 * Whether a watch build would write what dist/ already holds: it compiled to the fingerprint of
 * the build written last, and every file saved since is one esbuild read (so the compilation
 * shows it), none that only the render reads (the site's icon, the social card's fonts).
 */
export function alreadyWritten(
  compilation: Compilation,
  fingerprint: string,
  written: string | undefined,
  changed: ReadonlySet<string> | undefined,
) {
  if (written !== fingerprint || changed === undefined) return false;
  return [...changed].every((file) => compilation.inputs.has(file));
}
