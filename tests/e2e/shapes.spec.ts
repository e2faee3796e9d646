import { expect, test } from '@playwright/test';

const shapes = '#projects [data-shapes] > *';

for (const [width, count] of [[375, 40], [1280, 51], [1800, 60]] as const) {
  test(`a ${width} px window floats ${count} shapes behind the projects`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator(shapes)).toHaveCount(count);
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
    expect(size).toBeGreaterThanOrEqual(5);
    expect(size).toBeLessThanOrEqual(45);
    expect(opacity).toBeGreaterThanOrEqual(0.05);
    expect(opacity).toBeLessThanOrEqual(0.35);
  }
});

test('a resize to another width draws them anew', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator(shapes)).toHaveCount(51);
  await page.setViewportSize({ width: 1800, height: 800 });
  await expect(page.locator(shapes)).toHaveCount(60);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator(shapes)).toHaveCount(40);
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
