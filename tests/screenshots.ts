/**
 * `npm run screenshots`: builds the site, serves dist/ on a free local port, and writes every
 * page at 390 and 1280 px in both themes, plus the states a visitor can open, into screenshots/
 * (git-ignored), e.g. home-390-dark.png, home-390-light-menu-open.png.
 * It always builds first: a picture of a stale dist/ would mislead whoever looks at it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, systemChromium } from './e2e/browser';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const widths = [390, 1280];
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilServing(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server at ${url} did not answer within 10 s`);
}

/** States that float over the page are shot as the screen shows them; the rest as the whole page. */
const overScreen = (state: string) => /^(menu|dialog|popover|tooltip|loading)/.test(state);

/**
 * Scrolls through the page as a reader would, so lazy images load and chapters reveal before a
 * full-page picture (which would otherwise show empty image boxes below the first screen).
 */
async function scrollThrough(page: Page) {
  // Paced from here, not by the page's timers: the resume page runs on a stopped clock.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.waitForTimeout(50);
  }
  // Images in closed dialogs never load (they are lazy and not rendered): wait only for the shown ones.
  await page.evaluate(() =>
    Promise.all([...document.images].filter((image) => image.checkVisibility()).map((image) => image.decode().catch(() => undefined))),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

async function shoot(page: Page, file: string, fullPage: boolean) {
  if (fullPage) await scrollThrough(page);
  await settle(page);
  await page.screenshot({ path: path.join(outDir, file), fullPage });
  console.log(`  ${file}`);
}

execFileSync(bin('tsx'), ['build.ts'], { cwd: root, stdio: 'inherit' });
// Loaded only now: the pages to visit are read from the dist/sitemap.xml this build wrote, which a fresh clone lacks before it.
const { installPausedClock } = await import('./e2e/site');
const { needsClock, pagesToVisit, settle, statesOf, stayOffline, themes, viewportOf } = await import('./support/page-states');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  bin('serve'),
  ['dist', '--listen', `tcp://127.0.0.1:${port}`, '--no-port-switching', '--no-clipboard', '--config', '../serve.json'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
const browser = await chromium.launch({ args: chromiumArgs, ...(systemChromium ? { executablePath: systemChromium } : {}) });
try {
  await waitUntilServing(`${origin}/`);
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({ baseURL: origin, viewport: viewportOf(width), colorScheme: theme });
      await stayOffline(context, origin);
      for (const { name, path: pagePath } of pagesToVisit) {
        const page = await context.newPage();
        const clocked = needsClock(pagePath, true);
        if (clocked) await installPausedClock(page);
        await page.goto(pagePath);
        const base = `${name}-${width}-${theme}`;
        await shoot(page, clocked ? `${base}-loading.png` : `${base}.png`, !clocked);
        for (const state of await statesOf(page, pagePath, true)) {
          await state.enter(page);
          await shoot(page, `${base}-${state.name}.png`, !overScreen(state.name));
          await state.leave(page);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        }
        await page.close();
      }
      await context.close();
    }
  }
  console.log(`Screenshots in ${path.relative(process.cwd(), outDir) || '.'}/`);
} finally {
  await browser.close();
  server.kill();
}
