import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCompiler } from '../../build/compile';
import { renderSite, type RenderedSite } from '../../build/render';
import { buildHeadAssets } from '../../build/head-assets';
import { budgets, htmlBudgetFor } from '../../build/budgets';
import { weighPage } from '../../build/page-weight';

let site: RenderedSite;
let files: Map<string, Uint8Array>;
let compiler: Awaited<ReturnType<typeof createCompiler>>;

beforeAll(async () => {
  compiler = await createCompiler();
  const compilation = await compiler.compile();
  const { head } = await buildHeadAssets(compilation.site);
  site = await renderSite(compilation, { tolerateRouteErrors: false, builtYear: 2026, head });
  files = compilation.files;
});
afterAll(() => compiler.dispose());

// Byte counts are deterministic, so they are tested; times live in `npm run bench`.
test.each(['index.html', 'my-story/index.html', 'resume/index.html', 'testimonials/index.html', '404.html'])(
  '%s stays within its byte budgets',
  (output) => {
    const weight = weighPage(site.pages.get(output) ?? '', (path) => files.get(path.replace(/^\//, '')));
    expect(weight.html).toBeLessThanOrEqual(htmlBudgetFor(output));
    expect(weight.css).toBe(0);
    expect(weight.js).toBeLessThanOrEqual(budgets.jsBytes);
  },
);
