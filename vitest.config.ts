import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Imported images are URLs under /assets/ in the build; keep them so here too.
  build: { assetsInlineLimit: 0 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
