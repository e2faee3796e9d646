import { beforeAll, expect, test } from 'vitest';
import type { RenderedSite } from '../../generator/render';
import { budgets, htmlBudgetFor } from '../../generator/budgets';
import { weighPage } from '../../generator/page-weight';
import { routes } from '../../pages/routes';
import { renderSiteInMemory } from '../support/site-in-memory';

let site: RenderedSite;
let files: Map<string, Uint8Array>;

beforeAll(async () => {
  ({ site, files } = await renderSiteInMemory());
});

// Byte counts are deterministic, so they are tested; times live in `npm run bench`.
test.each(routes.map((route) => route.output))(
  '%s stays within its byte budgets',
  (output) => {
    const weight = weighPage(site.pages.get(output) ?? '', (path) => files.get(path.replace(/^\//, '')));
    expect(weight.html).toBeLessThanOrEqual(htmlBudgetFor(output));
    // Styles below the first screen come in a cached file after the page; all first-screen CSS is inline.
    expect(weight.css).toBeLessThanOrEqual(budgets.deferredCssBytes);
    expect(weight.js).toBeLessThanOrEqual(budgets.jsBytes);
  },
);
