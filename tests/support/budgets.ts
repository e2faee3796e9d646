import { firstRoundTripBytes } from '../../generator/pipeline/report';

/** The budgets of ../shared/design.md, in one place for the benchmark and the tests. */
export const budgets = {
  /** All JavaScript one page loads, gzip. */
  jsBytes: 5 * 1024,
  /** HTML with its inlined CSS, gzip: one TCP round trip (its initial window), every page. */
  htmlBytes: firstRoundTripBytes,
  /** The stylesheet linked at the end of <body> for what is below the first screen, gzip. */
  deferredCssBytes: 4 * 1024,
  lighthouseScore: 100,
  lcpMs: 1500,
  tbtMs: 0,
  /** Strictly under. */
  cls: 0.01,
  coldBuildMs: 1000,
  /** The cold build's median over its floor's (tests/support/floor-build.ts), in the same run. */
  coldBuildFloorRatio: 1.2,
  watchRebuildMs: 100,
  /** A phone's 12-megapixel photo, from its import to every file encoded, nothing cached (issue 21). */
  photoEncodeMs: 15_000,
  /** From a save to an HTTP request seeing it, through `npm run dev`. */
  saveToServedMedianMs: 50,
  saveToServedMaxMs: 150,
} as const;
