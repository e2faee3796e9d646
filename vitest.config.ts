import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Compiled by the test's own module runner, which reads the build's TypeScript; the config itself stays free of the build's imports. */
const buildModule = (file: string) => JSON.stringify(path.resolve(import.meta.dirname, file));

export default defineConfig({
  plugins: [
    {
      // Images from assets/ as the build loads them (generator/assets/image-plugin.ts): a photo is its
      // responsive set, which the content checks require, not the plain URL Vite would give.
      name: 'images',
      enforce: 'pre',
      load(id) {
        // The build's localImagePattern; a query (`?raw`, `?url`) asks Vite for something else.
        if (!/\.(svg|jpe?g|png|webp|avif)$/i.test(id)) return null;
        return {
          code: `import { loadImage } from ${buildModule('generator/assets/image-plugin.ts')};\nexport default await loadImage(${JSON.stringify(id)});`,
          map: null,
        };
      },
    },
    {
      // data/*.md as the build compiles it (generator/content/markdown-plugin.ts).
      name: 'markdown',
      transform(source, id) {
        if (!id.endsWith('.md')) return null;
        return {
          code: `import { loadMarkdown } from ${buildModule('generator/content/markdown-plugin.ts')};\nexport default await loadMarkdown(${JSON.stringify(id)}, ${JSON.stringify(source)});`,
          map: null,
        };
      },
    },
  ],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Both run by `npm run test:unit` (`--project unit` for the fast ones alone): unit tests are pure;
    // integration tests copy the project and run real builds, watchers and servers.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        // A watcher's first build may take up to its own 100 s deadline on a loaded machine (tests/support/watcher.ts).
        test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'], hookTimeout: 120_000 },
      },
    ],
  },
});
