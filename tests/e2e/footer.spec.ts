import { expect, test } from '@playwright/test';
import { desktop } from './site';
import { copyrightYear } from '../../components/hooks/current-year';
import { builtOwner } from '../support/built-pages';

test.use({ viewport: desktop });

const owner = builtOwner();

test('links to the home sections', async ({ page }) => {
  await page.goto('/resume/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/#about', '/#projects', '/#research', '/#linkedin-articles', '/#contact']);
});

test('the scroll-to-top button scrolls smoothly back to the top and moves focus there', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await button.click();
  // Smooth: part-way up shortly after the click, then all the way.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('the copyright shows the current year', async ({ page }) => {
  await page.goto('/');
  const year = copyrightYear(new Date(), owner.timeZone);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${owner.name}`);
});

test('the copyright is still right when the site was built in an earlier year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-01T09:00:00Z'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${owner.name}`);
});

test.describe('a visitor in another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('sees the year it is in Nairobi, the owner’s time zone', async ({ page }) => {
    // 21:30 UTC on New Year's Eve: 2027 in Nairobi, still 2026 in Los Angeles.
    await page.clock.setFixedTime(new Date('2026-12-31T21:30:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2027 ${owner.name}`);
  });
});
