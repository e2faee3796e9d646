import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { stayOffline } from '../support/page-states';
import { desktop, linkedPages, missingPath, phone } from './site';

const pages = [...linkedPages, missingPath];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [phone, desktop]) {
    test.describe(`${colorScheme}, ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport });

      for (const path of pages) {
        test(`${path} has no axe violations and no console errors`, async ({ page, baseURL }) => {
          // The resume viewer (after its loader) and a video frame are third parties: offline, their
          // failed requests would be the machine's errors, not the page's.
          await stayOffline(page.context(), new URL(baseURL ?? '').origin);
          const errors: string[] = [];
          page.on('console', (message) => {
            // The browser reports the 404 status of the not-found page itself; that is the point of it.
            if (message.type() === 'error' && !(path === missingPath && message.text().includes('404'))) {
              errors.push(message.text());
            }
          });
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          // Read the page as a visitor does: scrolled through, so every chapter has faded in.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo({ top: y, behavior: 'instant' });
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
          });
          await expect(page.locator('[data-scroll-fade="pending"]')).toHaveCount(0);
          // Contrast is read once every fade has ended (the floating shapes never end, so they are left out).
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
                .map((animation) => animation.finished),
            ),
          );
          const results = await new AxeBuilder({ page }).analyze();
          const violations = results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
          expect(violations).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    });
  }
}
