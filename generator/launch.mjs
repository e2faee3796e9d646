/**
 * `node generator/launch.mjs [--watch]`: runs build.ts on plain Node, compiled once with esbuild
 * into the cache and reused while its sources hash the same; `tsx build.ts` registers a TypeScript
 * loader on every run (~250 ms of a ~1 s build). Plain JavaScript: Node 20 runs no TypeScript.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheFolder, cacheKinds, readSealed, readWhole, reportDamaged, seal, sha256, writeAtomically } from './cache/cache-core.mjs';
import { nodeBundleOptions } from './node-bundle.mjs';

// The project this launcher belongs to, wherever it is run from (as for `tsx path/to/build.ts`).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatorDir = path.join(root, cacheFolder, cacheKinds.generator.at);
// Sealed like every cache entry (generator/cache/cache-core.mjs): cut, garbled or edited, it is not trusted.
const manifestFile = path.join(generatorDir, cacheKinds.generator.sealed);
// React picks its build when first loaded, and a bundle hoists its package imports above
// generator/react-mode.ts's code: that module runs on its own, first.
const entryPoints = { 'react-mode': 'generator/react-mode.ts', generator: 'build.ts' };
/** Besides the bundled sources, what decides the bundle: its compiler options. */
const settings = [path.relative(root, fileURLToPath(import.meta.url)), 'generator/node-bundle.mjs', 'tsconfig.json'];

/** One hash of every file's path and bytes. */
const hashOf = (files) =>
  sha256(...[...files].sort(([a], [b]) => a.localeCompare(b)).flatMap(([file, bytes]) => [`${file}\0`, bytes, '\0'])).slice(0, 16);

async function readAll(files) {
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.resolve(root, file)).catch(() => 'missing')])));
}

/** The bundle, if every output is as written (a file cut short by a killed build is compiled anew) and every source as compiled. */
async function cachedBundle() {
  const entry = await readSealed(root, manifestFile);
  if (!entry) return null;
  const manifest = JSON.parse(Buffer.from(entry.bytes).toString('utf8'));
  const outputs = await Promise.all(manifest.files.map((file) => readWhole(root, path.join(generatorDir, file))));
  // A file pruned as unused is simply compiled again; one that is there but differs was damaged.
  if (outputs.some((output) => !output)) return null;
  const damaged = manifest.files.findIndex((_file, index) => sha256(outputs[index].bytes) !== manifest.sums[index]);
  if (damaged >= 0) {
    reportDamaged(
      root,
      path.join(generatorDir, manifest.files[damaged]),
      `${outputs[damaged].bytes.length} bytes that do not match their hash`,
    );
    return null;
  }
  return hashOf(await readAll(manifest.inputs)) === manifest.hash ? manifest.outputs.map((file) => path.join(generatorDir, file)) : null;
}

/** Compiles the generator, hashing each source exactly as esbuild read it. */
async function compileGenerator() {
  const esbuild = await import('esbuild');
  const compiled = new Map();
  const recordSources = {
    name: 'record-sources',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path: file }) => {
        const bytes = await readFile(file);
        compiled.set(path.relative(root, file), bytes);
        return { contents: bytes, loader: path.extname(file).slice(1).replace(/^[cm]/, '') };
      });
    },
  };
  const result = await esbuild.build({
    ...nodeBundleOptions,
    entryPoints,
    absWorkingDir: root,
    outdir: generatorDir,
    write: false,
    logLevel: 'warning',
    plugins: [recordSources],
  });
  for (const [file, bytes] of await readAll(settings)) compiled.set(file, bytes);
  const hash = hashOf(compiled);
  const files = result.outputFiles.map((output) => path.join(hash, path.relative(generatorDir, output.path)));
  for (const [index, output] of result.outputFiles.entries()) await writeAtomically(path.join(generatorDir, files[index]), output.contents);
  const outputs = Object.keys(entryPoints).map((name) => path.join(hash, `${name}.mjs`));
  const sums = result.outputFiles.map((output) => sha256(output.contents));
  await writeAtomically(manifestFile, seal(Buffer.from(JSON.stringify({ hash, inputs: [...compiled.keys()], outputs, files, sums }))));
  return outputs.map((file) => path.join(generatorDir, file));
}

// The bundle runs from the cache folder, where generator/paths.ts cannot find the project by itself.
globalThis.portfolioProjectRoot = root;
for (const file of (await cachedBundle()) ?? (await compileGenerator())) await import(pathToFileURL(file).href);
