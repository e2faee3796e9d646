import { beforeAll, expect, test } from 'vitest';
import type { assemblePages } from '../../generator/pipeline/render';
import { budgets } from '../support/budgets';
import { siteRoutes } from '../../pages/site-routes';
import { weighPage } from '../support/page-weight';
import { renderSiteInMemory } from '../support/site-in-memory';

let site: Awaited<ReturnType<typeof assemblePages>>;
let files: Map<string, Uint8Array>;

beforeAll(async () => {
  ({ site, files } = await renderSiteInMemory());
});

// Byte counts are deterministic, so they are tested; times live in `npm run bench`.
// Every page, the home page and each project's included, arrives in the first round trip.
test.each(siteRoutes.map((route) => route.output))('%s stays within its byte budgets', (output) => {
  const weight = weighPage(site.pages.get(output) ?? '', (path) => files.get(path.replace(/^\//, '')));
  expect(weight.html).toBeLessThanOrEqual(budgets.htmlBytes);
  // Styles below the first screen come in a cached file after the page; all first-screen CSS is inline.
  expect(weight.css).toBeLessThanOrEqual(budgets.deferredCssBytes);
  expect(weight.js).toBeLessThanOrEqual(budgets.jsBytes);
});
