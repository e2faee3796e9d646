/** How generator/launch.mjs compiles the generator to run on plain Node (plain JavaScript: nothing compiles TypeScript yet). */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Modules imported with `await import()` (the watcher and Vite, sharp's users, the social preview)
  // become chunks of their own, so their packages load only when that path runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
};
