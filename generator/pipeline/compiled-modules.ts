import path from 'node:path';
import type * as esbuild from 'esbuild';
import { cacheDir, root } from '../paths';

/** One compiled page module: its JavaScript for Node and the CSS its components import. */
export interface CompiledModule {
  /** The compiled module, written under node_modules/.cache with a content-hashed name. */
  file: string;
  /** The stylesheets' CSS files it imports, in the order esbuild's CSS bundle has them (pageCss joins them). */
  cssFiles: string[];
  /** Every source file its JavaScript and CSS were built from, shared chunks included. */
  inputs: string[];
}

export type BuildResult = esbuild.BuildResult<{ metafile: true; write: false }>;

/** An output's path inside its outdir; esbuild gives it absolute or from the root. */
export function relativeOutput(outdir: string, outputPath: string) {
  return path.relative(outdir, path.resolve(root, outputPath)).split(path.sep).join('/');
}

/** The server build's entry modules by entry name, each with its CSS and the sources it was built from. */
export function compiledModules(result: BuildResult, entries: Record<string, string>) {
  const nameOf = new Map(Object.entries(entries).map(([name, file]) => [path.resolve(file), name]));
  const relative = (output: string) => relativeOutput(cacheDir, output);
  const modules = new Map<string, CompiledModule>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = nameOf.get(path.resolve(root, meta.entryPoint)) ?? meta.entryPoint;
    const bundle = meta.cssBundle ? result.metafile.outputs[meta.cssBundle] : undefined;
    const cssFiles = Object.keys(bundle?.inputs ?? {}).map((input) => path.resolve(root, input));
    modules.set(name, { file: path.join(cacheDir, relative(output)), cssFiles, inputs: inputsOf(result, output) });
  }
  return modules;
}

/** A metafile input as a source file's path: vanilla-extract's virtual CSS modules carry their source file before the query. */
const sourceOf = (input: string) =>
  path.resolve(root, (input.replace(/^[\w-]+:/, '').split('?')[0] ?? input).replace(/\.vanilla\.css$/, ''));

/** Every source file a build read. */
export function sourcesRead(result: esbuild.BuildResult<{ metafile: true }>) {
  return Object.keys(result.metafile.inputs).map(sourceOf);
}

/** The sources an output and the chunks it imports were built from, its CSS bundle's too. */
function inputsOf(result: BuildResult, output: string) {
  const inputs = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const meta = result.metafile.outputs[name];
    if (!meta || seen.has(name)) return;
    seen.add(name);
    for (const input of Object.keys(meta.inputs)) inputs.add(sourceOf(input));
    for (const imported of meta.imports) if (!imported.external) visit(imported.path);
    if (meta.cssBundle) visit(meta.cssBundle);
  };
  visit(output);
  return [...inputs];
}
