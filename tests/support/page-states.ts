import type { BrowserContext, Page } from '@playwright/test';
import { homePath, resumePath } from '../../data/addresses';
import { builtOwner } from './built-pages';
import { linkedPages, missingPath } from '../e2e/site';

/**
 * The pages and states a visitor can see, shared by the layout sweep (tests/e2e/layout.spec.ts)
 * and `npm run screenshots` (tests/screenshots.ts), so both look at the same things.
 */

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

/** Every page of the built site (tests/support/built-pages.ts); the not-found page at a path that does not exist. */
export const pagesToVisit = [
  ...linkedPages.map((path) => ({ name: path === homePath ? 'home' : path.slice(1, -1).replaceAll('/', '-'), path })),
  { name: 'not-found', path: missingPath },
];

/** A common screen height for each width: phones, tablets, laptops, desktops. */
const heights: Record<number, number> = {
  320: 568,
  360: 740,
  390: 844,
  414: 896,
  768: 1024,
  1024: 768,
  1280: 800,
  1440: 900,
  1920: 1080,
};
export const viewportOf = (width: number) => ({ width, height: heights[width] ?? 800 });

/** The resume's loader waits on a timer, so that page gets a stopped clock (see installPausedClock). */
export const needsClock = (path: string, javaScript: boolean) => javaScript && path === resumePath;
const resumeLoaderMs = 2000;

/** What the layout checks look at in a state, and which overlays must stay on screen. */
export const overlaySelector = 'dialog[open], [role="tooltip"], [data-article-popover], [popover]';
export const resumeLoaderSelector = '[data-resume-viewer] [role="status"]';
/** The floating shapes' layer (design.md's fixed hook): the sweep keeps them whole and off the text. */
export const decorationSelector = '[data-shapes]';

export interface PageState {
  /** For messages and file names: `menu-open`, `tab-gallery`, `dialog-...`. */
  name: string;
  /** The part of the page the state changes, which the checks then look at. */
  scope: string;
  enter(page: Page): Promise<void>;
  leave(page: Page): Promise<void>;
}

/** Answers every request off this machine with an empty page: the checks need no network. */
export async function stayOffline(context: BrowserContext, origin: string) {
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
}

/** Waits until finite animations and transitions (a dialog's entrance, a reveal) are done. */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the page stops scrolling: focus going back to a button may scroll it smoothly into
 * view. Polled from here, not with the page's timers, which are stopped on the resume page.
 */
export async function scrollStopped(page: Page) {
  let last = Number.NaN;
  for (let still = 0; still < 3; ) {
    const now = await page.evaluate(() => window.scrollY);
    still = now === last ? still + 1 : 0;
    last = now;
    await page.waitForTimeout(30);
  }
}

/**
 * Waits for the page to render `count` more frames: whatever a show, a press or a scroll set off
 * (an observer's callback, a lazy image's request, a policy's report) has begun by then.
 */
export async function nextFrames(page: Page, count = 2) {
  await page.evaluate(async (frames) => {
    for (let left = frames; left > 0; left--) await new Promise(requestAnimationFrame);
  }, count);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The states this page offers right now; found on the page, so a new dialog or tab is covered by itself. */
export async function statesOf(page: Page, path: string, javaScript: boolean): Promise<PageState[]> {
  if (!javaScript) return [];
  const states: PageState[] = [];

  const toggle = page.locator('[data-menu-toggle]');
  if (await toggle.isVisible()) {
    states.push({
      name: 'menu-open',
      scope: '[data-header]',
      enter: async () => {
        await toggle.click();
        await page.locator('[data-menu] a').first().waitFor();
      },
      leave: () => page.keyboard.press('Escape'),
    });
  }

  for (const opener of await page.locator('[data-dialog-open]').all()) {
    // The opener links to the project's page and names the dialog's address; the card's title names the project.
    const title = await opener.evaluate(
      (link) => document.getElementById(link.closest('[aria-labelledby]')?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    );
    states.push({
      name: `dialog-${slug(title).split('-').slice(0, 4).join('-')}`,
      scope: 'dialog[open]',
      enter: async () => {
        // A click in the page, without Playwright's scrolling to the button first: the open dialog looks the same.
        await opener.evaluate((link: HTMLElement) => link.click());
        // Open, with the details fetched from the project's page in it.
        await page.locator('dialog[open] [data-project-details]').waitFor();
      },
      leave: async () => {
        await page.keyboard.press('Escape');
        await page.locator('dialog[open]').waitFor({ state: 'detached' });
      },
    });
  }

  for (const tab of await page.getByRole('tab').all()) {
    states.push({
      name: `tab-${slug((await tab.textContent()) ?? '')}`,
      scope: 'main',
      enter: async () => {
        await tab.click();
        await page.locator('[role="tabpanel"]:not([hidden])').first().waitFor();
      },
      leave: async () => undefined,
    });
  }

  // Hover cards open for a hovering pointer at desktop widths (the spec's 700 ms hover).
  const hovers = await page.evaluate(() => matchMedia('(hover: hover)').matches && innerWidth >= 1024);
  const items = await page.locator('[data-article-preview]').all();
  for (const [index, item] of hovers ? items.entries() : []) {
    const popover = item.locator('[data-article-popover]');
    // Where a reader's pointer may rest on the card: just under the header, or at the screen's bottom edge.
    for (const place of ['top', 'bottom'] as const) {
      states.push({
        name: `popover-${index + 1}-card-at-${place}`,
        scope: `[data-article-preview]:nth-child(${index + 1})`,
        enter: async () => {
          await scrollStopped(page);
          await item.evaluate((element, at) => {
            const box = element.getBoundingClientRect();
            const headerBottom = document.querySelector('[data-header]')?.getBoundingClientRect().bottom ?? 0;
            const gap = 8;
            const by = at === 'top' ? box.top - headerBottom - gap : box.bottom - (window.innerHeight - gap);
            window.scrollBy({ top: by, behavior: 'instant' });
          }, place);
          await scrollStopped(page);
          await item.getByRole('link').hover();
          await popover.waitFor();
        },
        leave: async () => {
          await page.mouse.move(0, 0);
          await page.keyboard.press('Escape');
          await popover.waitFor({ state: 'hidden' });
        },
      });
    }
  }

  const themeToggle = page.locator('[data-theme-toggle]');
  if (path === homePath && hovers && (await themeToggle.isVisible())) {
    const tooltip = page.getByRole('tooltip');
    states.push({
      name: 'tooltip-open',
      scope: '[data-header]',
      enter: async () => {
        await themeToggle.hover();
        await tooltip.waitFor();
      },
      leave: async () => {
        await page.mouse.move(0, 0);
        await tooltip.waitFor({ state: 'hidden' });
      },
    });
  }

  if (needsClock(path, javaScript)) {
    states.push({
      name: 'loaded',
      scope: 'main',
      enter: async () => {
        await page.clock.runFor(resumeLoaderMs + 100);
        await page.locator('[data-resume-viewer] iframe').waitFor();
      },
      leave: async () => undefined,
    });
    // The viewer refusing the connection: the sheet says so and offers the resume instead.
    const viewer = `${new URL(builtOwner().resume.viewerUrl).origin}/**`;
    states.push({
      name: 'preview-failed',
      scope: 'main',
      enter: async () => {
        await page.route(viewer, (route) => route.abort('connectionrefused'));
        await page.reload();
        await page.clock.runFor(resumeLoaderMs + 100);
        await page.getByRole('link', { name: 'Open in a new tab' }).waitFor();
      },
      leave: () => page.unroute(viewer),
    });
  }
  return states;
}
