import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Imported images are URLs under /assets/ in the build; keep them so here too.
  build: { assetsInlineLimit: 0 },
  plugins: [
    {
      // data/*.md as the build compiles it (generator/content/markdown-plugin.ts).
      name: 'markdown',
      transform(source, id) {
        if (!id.endsWith('.md')) return null;
        // Compiled by the test's own module runner, which reads the build's TypeScript; the config
        // itself stays free of the build's imports.
        const compiler = JSON.stringify(path.resolve(import.meta.dirname, 'generator/content/markdown-plugin.ts'));
        return {
          code: `import { loadMarkdown } from ${compiler};\nexport default await loadMarkdown(${JSON.stringify(id)}, ${JSON.stringify(source)});`,
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
