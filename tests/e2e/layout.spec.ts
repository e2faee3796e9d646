import { expect, test, type Page } from '@playwright/test';
import { auditLayout, type AuditOptions } from '../support/layout-audit';
import {
  needsClock,
  overlaySelector,
  pagesToVisit,
  resumeLoaderSelector,
  settle,
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
          const found = await page.evaluate(auditLayout, { scope: 'body', overlays: overlaySelector, ...options });
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
