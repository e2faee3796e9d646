import { expect, test, type Page } from '@playwright/test';
import { desktop, linkedPages, missingPath } from './site';
import { nextFrames, scrollStopped } from '../support/page-states';

test.use({ viewport: desktop });

/** Every Content Security Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The embeds the tests exercise, answered locally: the machine has no network. */
async function answerEmbedsLocally(page: Page) {
  await page.route(/youtube-nocookie\.com|drive\.google\.com|videos\.example\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>embed</title>' }),
  );
}

for (const path of [...linkedPages, missingPath]) {
  test(`${path} runs, styles and embeds without a single CSP violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    await answerEmbedsLocally(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // Hashes of the two inline scripts: the theme script and the speculation rules.
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+'){2}(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Scrolled through (smoothly), two frames drawn: the lazy images in reach have asked for their
    // files, and a refused one has reported it. (Waiting for every image to complete cannot work: a
    // hidden tab's lazy images never load.)
    await scrollStopped(page);
    await nextFrames(page);
    expect(await violations()).toEqual([]);
  });
}

test('opening a project video and the resume preview stays within the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  await answerEmbedsLocally(page);
  await page.goto('/');
  await page.locator('#projects article').first().getByRole('link', { name: 'Learn More' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Play “.+” on YouTube$/ })
    .click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  // Closing goes Back, out of the project's address: let that finish before leaving.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/resume/');
  await expect(page.locator('main iframe')).toBeVisible({ timeout: 5000 });
  expect(await violations()).toEqual([]);
});

test('the policy blocks what it should: an injected inline script does not run', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected ?? false;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
});

test('every external link opens safely', async ({ page }) => {
  for (const path of linkedPages) {
    await page.goto(path);
    const unsafe = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links.filter((link) => link.getAttribute('rel') !== 'noopener noreferrer').map((link) => link.getAttribute('href')),
      );
    expect(unsafe, path).toEqual([]);
  }
});
