import type { Browser, Page } from '@playwright/test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The next page's first contentful paint, counted from its navigation start (the click). */
async function firstPaintAfterClick(page: Page, linkName: string, hoverFirst: boolean) {
  const link = page.getByRole('link', { name: linkName });
  let fetched = false;
  if (hoverFirst) {
    const speculation = page
      .context()
      .waitForEvent('requestfinished', { predicate: (request) => Boolean(request.headers()['sec-purpose']), timeout: 5000 });
    await link.hover();
    fetched = await speculation.then(
      () => true,
      () => false,
    );
  }
  await link.click();
  await page.waitForLoadState('load');
  const timing = await page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      const seen = performance.getEntriesByName('first-contentful-paint')[0];
      if (seen) return resolve(seen.startTime);
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? NaN)).observe({ type: 'paint', buffered: true });
    });
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    return { paint, deliveryType: entry.deliveryType ?? '' };
  });
  return { ...timing, fetched };
}

/**
 * Home to /my-story/ by 'Read My Story', `runs` times each way, interleaved: with a hover first
 * (speculation rules fetch the page) and with a plain click. Headless Chromium does not activate
 * prerendered pages, so the gain measured is the prefetched document's.
 */
export async function measureNavigation(browser: Browser, origin: string, runs = 7) {
  const hovered: number[] = [];
  const cold: number[] = [];
  let fetchedBeforeClick = 0;
  let prefetchDelivered = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const hoverFirst of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      const result = await firstPaintAfterClick(page, 'Read My Story', hoverFirst);
      if (hoverFirst) {
        hovered.push(result.paint);
        if (result.fetched) fetchedBeforeClick += 1;
        if (result.deliveryType === 'navigational-prefetch') prefetchDelivered += 1;
      } else cold.push(result.paint);
      await context.close();
    }
  }
  return { runs, fetchedBeforeClick, prefetchDelivered, hoveredMs: median(hovered), coldMs: median(cold) };
}
