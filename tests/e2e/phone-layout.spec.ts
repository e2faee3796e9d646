import { expect, test, type Page } from '@playwright/test';
import { phone } from './site';

/** Left edge of an element's text, not of its padded box. */
const textLeft = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    });

test.describe('the story tabs on phones', () => {
  for (const width of [320, 360, 390, 414]) {
    test(`every tab shows whole at ${width} px, with nothing to scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/my-story/');
      const tablist = page.getByRole('tablist', { name: 'My story' });
      const fits = await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth);
      expect(fits).toBe(true);
      const box = await tablist.boundingBox();
      for (const tab of await tablist.getByRole('tab').all()) {
        const tabBox = await tab.boundingBox();
        expect(tabBox?.x ?? -1).toBeGreaterThanOrEqual(box?.x ?? 0);
        expect((tabBox?.x ?? 0) + (tabBox?.width ?? Infinity)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the header links wrap onto the screen: no sideways scroll, every link in view', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links.last()).toHaveText('Resume');
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(phone.width);
    }
  });
});

test.describe('the footer on phones', () => {
  test.use({ viewport: phone });

  test('its links line up with the name, and none sits alone on a row', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await links.first().scrollIntoViewIfNeeded();
    const nameLeft = await textLeft(page, 'footer p');
    const linkLeft = await textLeft(page, 'footer nav a');
    expect(Math.abs(linkLeft - nameLeft)).toBeLessThanOrEqual(1);
    const rows = new Map<number, number>();
    for (const link of await links.all()) {
      const top = Math.round((await link.boundingBox())?.y ?? 0);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    expect(Math.min(...rows.values())).toBeGreaterThan(1);
  });
});

test.describe('the story on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chapter that starts on the first screen is shown there, not left hidden', async ({ page }) => {
    await page.goto('/my-story/');
    const first = page.getByRole('article').first();
    const top = await first.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(844);
    await expect(first).toHaveCSS('opacity', '1');
    await expect(first).not.toHaveAttribute('data-scroll-fade', 'pending');
  });

  test('chapters waiting below the fold do not animate away as they are hidden', async ({ page }) => {
    await page.goto('/my-story/');
    const last = page.getByRole('article').last();
    await expect(last).toHaveAttribute('data-scroll-fade', 'pending');
    await expect(last).toHaveCSS('transition-duration', '0s');
  });

  test('the chapter list does not stand beside the text', async ({ page }) => {
    await page.goto('/my-story/');
    const list = page.getByRole('navigation', { name: 'Chapters', includeHidden: true });
    await expect(list).toHaveCount(1);
    await expect(list).toBeHidden();
  });
});

test.describe('the project dialog on phones', () => {
  test('its title keeps to two lines in the header at 390 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Haptic Feedback for Surgical Robotics' });
    await card.getByRole('link', { name: 'Learn More' }).click();
    const title = page.getByRole('dialog').getByRole('heading', { name: 'Haptic Feedback for Surgical Robotics' });
    const lines = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
  });

  test('its Close button sits whole inside every dialog at 320 px', async ({ page }) => {
    // Six dialogs opened and closed in turn.
    test.slow();
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const openers = page.locator('#projects').getByRole('button', { name: /^(Learn|Read) More$/ });
    for (const opener of await openers.all()) {
      await opener.click();
      const dialog = page.getByRole('dialog');
      const inner = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left + element.clientLeft, right: box.left + element.clientLeft + element.clientWidth };
      });
      const close = dialog.getByRole('button', { name: 'Close' });
      const box = await close.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(inner.left);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(inner.right);
      await close.click();
      await expect(dialog).toBeHidden();
    }
  });
});
