import { expect, test } from '@playwright/test';
import { shapeCount, shapeLimits } from '../../components/hooks/shapes';

const shapes = '#projects [data-shapes] > *';

// The counts for each width are the spec's, tested in tests/unit/shapes.test.ts.
for (const width of [375, 1280, 1800]) {
  test(`a ${width} px window floats ${shapeCount(width)} shapes behind the projects`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator(shapes)).toHaveCount(shapeCount(width));
  });
}

test('shapes stay within the spec’s sizes and opacities', async ({ page }) => {
  await page.goto('/');
  const measured = await page.locator(shapes).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return { size: parseFloat(style.width), opacity: parseFloat(style.opacity) };
    }),
  );
  for (const { size, opacity } of measured) {
    expect(size).toBeGreaterThanOrEqual(shapeLimits.minSize);
    expect(size).toBeLessThanOrEqual(shapeLimits.maxSize);
    expect(opacity).toBeGreaterThanOrEqual(shapeLimits.minOpacity);
    expect(opacity).toBeLessThanOrEqual(shapeLimits.maxOpacity);
  }
});

test('a resize to another width draws them anew', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator(shapes)).toHaveCount(shapeCount(1280));
  await page.setViewportSize({ width: 1800, height: 800 });
  await expect(page.locator(shapes)).toHaveCount(shapeCount(1800));
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator(shapes)).toHaveCount(shapeCount(375));
});

test('they are decoration: hidden from assistive technology and never catch the pointer', async ({ page }) => {
  await page.goto('/');
  const layer = page.locator('#projects [data-shapes]');
  await expect(layer).toHaveAttribute('aria-hidden', 'true');
  await expect(layer).toHaveCSS('pointer-events', 'none');
});

test('they float, and stand still under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(shapes).first()).not.toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator(shapes).first()).toHaveCSS('animation-name', 'none');
});
