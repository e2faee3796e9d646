import { expect, test } from '@playwright/test';
import { desktop, linkedPages } from './site';

test.use({ viewport: desktop });

test('the header is transparent at the top and turns solid and blurred after 21 px of scroll', async ({ page }) => {
  await page.goto('/resume/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.evaluate(() => document.body.style.setProperty('min-height', '300vh'));
  await page.evaluate(() => window.scrollTo(0, 20));
  await page.waitForTimeout(100);
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(header).toHaveCSS('backdrop-filter', /blur\(12px\)/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test("the owner's name links home and 'Resume' links to /resume/", async ({ page }) => {
  await page.goto('/testimonials/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL('/resume/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Resume' })).toBeVisible();
  await header.getByRole('link', { name: 'Your Name' }).click();
  await expect(page).toHaveURL('/');
});

const sections = [
  ['About', 'about'],
  ['Projects', 'projects'],
  ['Research', 'research'],
  ['Certifications', 'certifications'],
  ['Articles', 'linkedin-articles'],
  ['Contact', 'contact'],
] as const;

for (const path of linkedPages) {
  test(`on ${path} the navigation points at the home page's sections`, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, anchor] of sections) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        path === '/' ? `#${anchor}` : `/#${anchor}`,
      );
    }
  });
}
