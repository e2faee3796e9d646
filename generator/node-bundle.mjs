/**
 * How the generator's own TypeScript is compiled to run on plain Node, by generator/launch.mjs
 * (the whole generator) and generator/render-thread-entry.ts (the watcher's render thread).
 * Plain JavaScript, since the launcher runs before anything can compile TypeScript.
 */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Modules imported with `await import()` (the watcher, sharp's users, the social preview)
  // become chunks of their own, so their packages load only when that path runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
};
