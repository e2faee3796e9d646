import { expect, test, type Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { addPortrait } from '../support/owner-edits';
import { runBuild } from '../support/build-process';
import { serveCopiedSite } from '../support/copied-site';
import { desktop, phone } from './site';

// The owner's phone photo as the portrait: a 3:4 picture, taller than wide.
test.describe.configure({ mode: 'serial' });

let project: ProjectCopy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = await copyProject();
  const { default: sharp } = await import('sharp');
  await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#b86' } })
    .jpeg()
    .toFile(project.file('assets/portrait.jpg'));
  await addPortrait(project, 'The owner in a rice field');
  // The same photo as the first testimonial's face.
  await project.edit('data/testimonials.ts', (text) =>
    `import portrait from '../assets/portrait.jpg';\n${text}`.replace('onHome: true,', 'onHome: true,\n    photo: portrait,'),
  );
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
});

test.afterAll(() => project?.remove());

/** The copy's home page, and its portrait once loaded. */
async function openCopiedHome(page: Page) {
  await serveCopiedSite(page, project);
  await page.goto('/');
  const photo = page.getByRole('img', { name: 'The owner in a rice field' });
  await expect(photo).toHaveJSProperty('complete', true);
  return photo;
}

test('on a phone the portrait leads the first screen whole, in its own shape, above the headline and buttons', async ({ page }) => {
  await page.setViewportSize(phone);
  const photo = await openCopiedHome(page);
  const box = await photo.boundingBox();
  const headline = await page.getByRole('heading', { level: 1 }).boundingBox();
  const button = await page.getByRole('link', { name: 'Get In Touch' }).boundingBox();
  expect(box && headline && button).toBeTruthy();
  if (!box || !headline || !button) return;
  expect(box.y + box.height).toBeLessThanOrEqual(headline.y);
  expect(box.width / box.height).toBeCloseTo(1200 / 1600, 2);
  expect(await photo.evaluate((image) => getComputedStyle(image).objectPosition)).toBe('50% 50%');
  expect(button.y + button.height).toBeLessThanOrEqual(phone.height);
});

test('on a desktop the portrait stands beside the text', async ({ page }) => {
  await page.setViewportSize(desktop);
  const photo = await openCopiedHome(page);
  const box = await photo.boundingBox();
  const headline = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(box && headline).toBeTruthy();
  if (!box || !headline) return;
  expect(box.x).toBeGreaterThan(headline.x + headline.width);
});

test('a testimonial with a photo shows the face, round, where the others show initials', async ({ page }) => {
  await page.setViewportSize(desktop);
  await serveCopiedSite(page, project);
  await page.goto('/testimonials/');
  const [withPhoto, withoutPhoto] = await page.getByRole('main').getByRole('figure').all();
  const face = withPhoto?.locator('figcaption img');
  await expect(face ?? page.locator('nothing')).toHaveJSProperty('complete', true);
  const box = await face?.boundingBox();
  expect(box?.width).toBe(box?.height);
  await expect(face ?? page.locator('nothing')).toHaveCSS('object-fit', 'cover');
  await expect(withoutPhoto?.locator('figcaption img') ?? page.locator('nothing')).toHaveCount(0);
});
