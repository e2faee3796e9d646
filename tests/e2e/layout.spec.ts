import { expect, test, type Page } from '@playwright/test';
import { auditLayout, type AuditOptions } from '../support/layout-audit';
import {
  decorationSelector,
  needsClock,
  overlaySelector,
  pagesToVisit,
  resumeLoaderSelector,
  settle,
  scrollStopped,
  statesOf,
  stayOffline,
  themes,
  viewportOf,
} from '../support/page-states';
import { installPausedClock } from './site';

/**
 * The layout sweep: every page, at every common width, in both themes, with and without
 * JavaScript, in every state a visitor can open. One browser context per width x theme x
 * JavaScript, its page reused for every route, all checks in one evaluate per state
 * (tests/support/layout-audit.ts).
 */
const widths = [320, 360, 390, 414, 768, 1024, 1280, 1440, 1920];

for (const width of widths) {
  for (const theme of themes) {
    for (const javaScript of [true, false]) {
      const setting = `${width} px, ${theme}, JavaScript ${javaScript ? 'on' : 'off'}`;

      test(`layout holds at ${setting}`, async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
        const context = await browser.newContext({
          baseURL,
          viewport: viewportOf(width),
          // The head script turns the emulated preference into the site's data-theme; without
          // JavaScript the same preference applies through CSS. Setting data-theme by hand would
          // tell the styles that scripts run.
          colorScheme: theme,
          javaScriptEnabled: javaScript,
        });
        await stayOffline(context, new URL(baseURL).origin);
        const problems: string[] = [];
        const audit = async (page: Page, path: string, state: string, options: Partial<AuditOptions> = {}) => {
          const found = await page.evaluate(auditLayout, {
            scope: 'body',
            overlays: overlaySelector,
            decorations: decorationSelector,
            ...options,
          });
          problems.push(...found.map((problem) => `${path} at ${setting} [${state}]: ${problem}`));
        };

        const realTimePage = await context.newPage();
        for (const { path } of pagesToVisit) {
          const clocked = needsClock(path, javaScript);
          const page = clocked ? await context.newPage() : realTimePage;
          if (clocked) await installPausedClock(page);
          await page.goto(path);
          if (javaScript) {
            expect(await page.locator('html').getAttribute('data-theme'), `${path} at ${setting}: theme`).toBe(theme);
          }
          await settle(page);
          await audit(page, path, clocked ? 'loading' : 'as loaded', clocked ? { firstScreen: resumeLoaderSelector } : {});

          for (const state of await statesOf(page, path, javaScript)) {
            await state.enter(page);
            await settle(page);
            await audit(page, path, state.name, { scope: state.scope });
            await state.leave(page);
            await scrollStopped(page);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          }
          if (clocked) await page.close();
        }
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  }
}

/** The checks themselves, on small pages built to break (or keep) exactly one rule each. */
const auditCases: readonly { layout: string; html: string; finds: RegExp | null }[] = [
  {
    layout: 'a page wider than the viewport',
    html: '<div style="width: 2000px">wide</div>',
    finds: /page scrolls sideways: 2000 px wide in a 1280 px viewport/,
  },
  {
    layout: 'a button cut sideways by a box that hides overflow',
    html: '<div style="width: 200px; overflow: hidden"><button style="width: 300px; height: 40px">Wide</button></div>',
    finds: /control cut off: <button> "Wide" .* cut off sideways by <div>/,
  },
  {
    layout: 'a button cut sideways by a box that scrolls sideways',
    html: '<div style="width: 200px; overflow-x: auto; display: flex"><button style="flex: none; width: 300px; height: 40px">Wide</button></div>',
    finds: /control cut off: <button> "Wide"/,
  },
  {
    layout: 'text cut at the bottom of a box that hides overflow',
    html: '<div style="height: 20px; overflow: hidden"><p style="margin: 0">one<br>two<br>three</p></div>',
    finds: /text cut off: "two" in <p> "onetwothree" .* cut off vertically by <div>/,
  },
  {
    layout: 'text below the fold of a box that scrolls',
    html: '<div style="height: 100px; overflow-y: auto"><p style="height: 300px">tall</p><button style="height: 40px">Below</button></div>',
    finds: null,
  },
  {
    layout: 'text clamped to two lines on purpose',
    html: '<p style="width: 100px; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden">many words that wrap onto more than two lines here</p>',
    finds: null,
  },
  {
    layout: 'two 16 px buttons side by side',
    html: '<button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0">b</button>',
    finds: /target under 24x24 px: <button> "a" .* 16x16, its 24 px circle meets <button> "b"/,
  },
  {
    layout: 'two 16 px buttons 40 px apart (the spacing exception)',
    html: '<button style="width: 16px; height: 16px; padding: 0">a</button><button style="width: 16px; height: 16px; padding: 0; margin-left: 40px">b</button>',
    finds: null,
  },
  {
    layout: 'a small link in a sentence (the inline exception)',
    html: '<p style="font-size: 12px; line-height: 14px">Read <a href="#x">this</a> and <a href="#y">that</a> today.</p>',
    finds: null,
  },
  {
    layout: 'a small link alone in a list item',
    html: '<ul><li style="font-size: 12px; line-height: 14px"><a href="#x">alone</a></li><li style="font-size: 12px; line-height: 14px"><a href="#y">next</a></li></ul>',
    finds: /target under 24x24 px: <a> "alone"/,
  },
  {
    layout: 'a hole in a grid: a short card beside a tall one',
    html: '<div style="display: grid; grid-template-columns: 1fr 1fr; align-items: start; gap: 20px"><p style="height: 400px; margin: 0">tall</p><p style="height: 100px; margin: 0">short</p></div>',
    finds: /hole in a grid: <div> "tallshort" .* leaves 63\d px empty from y=11\d/,
  },
  {
    layout: 'a last card alone in its row, at the left',
    html: '<div style="display: grid; grid-template-columns: 1fr 1fr; gap: 20px"><p style="height: 100px; margin: 0">a</p><p style="margin: 0">b</p><p style="height: 100px; margin: 0">c</p></div>',
    finds: /hole in a grid/,
  },
  {
    layout: 'a last card alone in a row of three, centred at the others’ width',
    html: '<div style="display: grid; grid-template-columns: repeat(6, 1fr); gap: 20px"><p style="grid-column: span 2; height: 100px; margin: 0">a</p><p style="grid-column: span 2; margin: 0">b</p><p style="grid-column: span 2; margin: 0">c</p><p style="grid-column: 3 / span 2; height: 100px; margin: 0">d</p></div>',
    finds: null,
  },
  {
    layout: 'a short column centred beside a tall picture (the first screen with a portrait)',
    html: '<div style="display: grid; grid-template-columns: 1fr 1fr; align-items: center; gap: 20px"><p style="height: 600px; margin: 0">portrait</p><p style="height: 300px; margin: 0">text</p></div>',
    finds: null,
  },
  {
    layout: 'a sticky column beside a long one',
    html: '<div style="display: grid; grid-template-columns: 2fr 1fr; align-items: start; gap: 20px"><p style="height: 900px; margin: 0">long</p><p style="position: sticky; top: 0; height: 100px; margin: 0">facts</p></div>',
    finds: null,
  },
  {
    layout: 'a tooltip past the bottom of the screen',
    html: '<div role="tooltip" style="position: fixed; top: 780px; height: 50px">tip</div>',
    finds: /overlay outside the viewport: <div> "tip" at viewport x=0\.\.\d+ y=780\.\.830, viewport 1280x800/,
  },
  {
    layout: 'a control in a fixed box, off the screen',
    html: '<div style="position: fixed; top: 780px"><button style="height: 40px">Lost</button></div>',
    finds: /control cut off: <button> "Lost" .* in a fixed box but off-screen/,
  },
];

test.describe('the layout audit', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { layout, html, finds } of auditCases) {
    test(`${finds ? 'flags' : 'accepts'} ${layout}`, async ({ page }) => {
      await page.setContent(`<body style="margin: 0">${html}</body>`);
      const problems = await page.evaluate(auditLayout, { scope: 'body', overlays: overlaySelector });
      if (finds) expect(problems.join('\n')).toMatch(finds);
      else expect(problems).toEqual([]);
    });
  }

  test('flags a decoration under a line of text, and one cut at the screen’s edge', async ({ page }) => {
    await page.setContent(
      '<body style="margin: 0"><section style="position: relative; height: 300px"><div data-shapes style="position: absolute; inset: 0; overflow: hidden">' +
        '<span style="position: absolute; left: 10px; top: 5px; width: 20px; height: 20px"></span>' +
        '<span style="position: absolute; left: 1270px; top: 100px; width: 20px; height: 20px"></span>' +
        '<span style="position: absolute; left: 600px; top: 200px; width: 20px; height: 20px"></span>' +
        '</div><p style="position: relative; margin: 0">A line of text</p></section>',
    );
    const problems = (await page.evaluate(auditLayout, { scope: 'body', overlays: overlaySelector, decorations: '[data-shapes]' })).join(
      '\n',
    );
    expect(problems).toMatch(/decoration under text: x=10 y=5 20x20/);
    expect(problems).toMatch(/decoration cut off: x=1270 y=100 20x20/);
    expect(problems).not.toMatch(/x=600/);
  });

  test('flags a loader below the first screen', async ({ page }) => {
    await page.setContent(
      '<div id="sheet" style="height: 1800px; display: grid; place-items: center"><div id="loader">Loading</div></div>',
    );
    const problems = await page.evaluate(auditLayout, { scope: 'body', overlays: overlaySelector, firstScreen: '#sheet' });
    expect(problems.join('\n')).toMatch(/not on the first screen: its content spans y=89\d\.\.9\d\d, viewport height 800/);
  });
});
