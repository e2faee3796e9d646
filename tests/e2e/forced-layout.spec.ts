import { expect, test } from '@playwright/test';
import { linkedPages, phone } from './site';

interface StackFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { beginData?: { stackTrace?: StackFrame[] } };
}

// A phone's viewport: there Chromium lays the page out to answer even window.innerWidth.
test.use({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

for (const path of linkedPages) {
  test(`${path}: no script lays the page out while it loads`, async ({ browser, page }) => {
    // On a slow phone the scripts run before the first layout: one that reads a size or a position
    // then pays for laying out the whole page inside its own task, which is blocking time. Here
    // the layout is made dirty just before the scripts run, so such a read always shows.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.body.style.minHeight = '1px';
      });
    });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
    });
    await page.goto(path);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

    // An animation frame lays the page out next anyway, so a read there costs nothing extra.
    const frames = traceEvents.filter((event) => event.name === 'FireAnimationFrame' && event.ph === 'X');
    const inFrame = (event: TraceEvent) =>
      frames.some((frame) => frame.tid === event.tid && frame.ts <= event.ts && event.ts <= frame.ts + (frame.dur ?? 0));
    const forced = traceEvents
      .filter((event) => event.name === 'Layout' && event.args?.beginData?.stackTrace?.some((frame) => frame.url.includes('/assets/')))
      .filter((event) => !inFrame(event))
      .map((event) => {
        const [top] = event.args?.beginData?.stackTrace ?? [];
        return `${top?.functionName || '(top level)'} at ${top?.url.replace(/^.*\//, '')}:${(top?.lineNumber ?? 0) + 1}:${(top?.columnNumber ?? 0) + 1}`;
      });
    expect(forced).toEqual([]);
  });
}
