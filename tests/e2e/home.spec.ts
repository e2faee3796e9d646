import { expect, test, type Page } from '@playwright/test';
import { desktop, phone } from './site';
import { expectLastRowCentred } from './grid-rows';

test.use({ viewport: desktop });

const sectionTop = (page: Page, id: string) =>
  page.evaluate((anchor) => document.getElementById(anchor)?.getBoundingClientRect().top ?? NaN, id);

test('the sections come in the spec’s order with their anchors', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(['about', 'projects', 'research', 'certifications', 'impact', 'linkedin-articles', 'contact']);
  // The page's own outline: the project dialog's title is the modal's, not a section's.
  const headings = await page.locator('main h2:not(dialog h2)').allTextContents();
  expect(headings.indexOf('Say hi.')).toBe(headings.indexOf('Projects') + 1);
});

test('the hero states the headline and tagline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Engineering Africa's Future" })).toBeVisible();
  await expect(page.getByText('Innovating with Drones, Data, and Surgical Robotics')).toBeVisible();
});

for (const [label, anchor] of [
  ['Explore My Work', 'projects'],
  ['Get In Touch', 'contact'],
  ['Scroll to explore', 'about'],
] as const) {
  test(`'${label}' scrolls to #${anchor}, just below the header`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`/#${anchor}`);
    await expect.poll(() => sectionTop(page, anchor)).toBeGreaterThanOrEqual(60);
    await expect.poll(() => sectionTop(page, anchor)).toBeLessThan(100);
  });
}

test('the header navigation smooth-scrolls to each section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certifications' }).click();
  await expect.poll(() => sectionTop(page, 'certifications')).toBeLessThan(100);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', '');
});

test('from another page the navigation goes to the home page’s section', async ({ page }) => {
  await page.goto('/testimonials/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Research' }).click();
  await expect(page).toHaveURL('/#research');
  await expect.poll(() => sectionTop(page, 'research')).toBeLessThan(100);
});

test('About shows the biography, five skills with icons, and five achievements', async ({ page }) => {
  await page.goto('/');
  const about = page.locator('#about');
  await expect(about.getByText(/mechatronics engineering student/)).toBeVisible();
  const skills = about.getByRole('article').filter({ hasText: 'Skills & Expertise' }).getByRole('listitem');
  await expect(skills).toHaveText(['Drone Engineering', 'AI & Machine Learning', 'Robotics', 'Quantum Computing', 'Data Analytics']);
  for (const skill of await skills.all()) await expect(skill.locator('svg')).toHaveCount(1);
  await expect(about.getByRole('article').filter({ hasText: 'Education & Achievements' }).getByRole('listitem')).toHaveCount(5);
});

test('project cards show title, description, a 100-character summary and their buttons', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('#projects').getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
    await expect(card.locator('p').nth(1)).toHaveText(/^.{90,100}\.\.\.$/);
  }
  const book = cards.filter({ has: page.getByRole('link', { name: 'Read More' }) });
  await expect(book).toHaveCount(1);
  await expect(book.getByRole('link', { name: 'Read My Book' })).toHaveAttribute('target', '_blank');
  await expect(cards.getByRole('link', { name: 'Learn More' })).toHaveCount(5);
  for (const link of await page
    .locator('#projects')
    .getByRole('link', { name: /Visit Site|Read My Book/ })
    .all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

/** Columns as a visitor sees them: how many cards share the first row (a short last row is centred). */
const columns = (page: Page, selector: string) =>
  page.locator(selector).evaluate((grid) => {
    const tops = [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });

test('projects sit in two columns on a desktop and one on a phone', async ({ page }) => {
  await page.goto('/');
  expect(await columns(page, '#projects article >> xpath=..')).toBe(2);
  await page.setViewportSize(phone);
  expect(await columns(page, '#projects article >> xpath=..')).toBe(1);
});

test('certifications: 14 cards in 1, 2 or 3 columns by width', async ({ page }) => {
  await page.goto('/');
  const list = page.locator('#certifications ul');
  await expect(list.getByRole('listitem')).toHaveCount(14);
  for (const item of await list.getByRole('listitem').all()) {
    await expect(item.getByText(/^Credential: \S+/)).toBeVisible();
    await expect(item.getByRole('link', { name: 'View Certificate' })).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const [width, count] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect(await columns(page, '#certifications ul')).toBe(count);
  }
  await expect(page.getByText('Additional certificates and achievements available upon request')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Full Resume' })).toHaveAttribute('target', '_blank');
});

test('certifications come newest first, each with its title, date, issuer, credential and link, the last row centred', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('#certifications li');
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const dates = await items.evaluateAll((list) => list.map((item) => item.querySelector('h3 + *')?.textContent ?? ''));
  const order = dates.map((date) => {
    const [month = '', year = ''] = date.split(' ');
    return Number(year) * 12 + months.indexOf(month);
  });
  expect(order.every((value) => value > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => b - a));
  for (const item of await items.all()) {
    await expect(item.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(item.getByText(/^Credential: \S+/)).toBeVisible();
  }
  // Fourteen in rows of three: the last two stand centred in their row, at the others' width.
  await expectLastRowCentred(page.locator('#certifications ul'), 'certifications');
  const grid = await page.locator('#certifications ul').boundingBox();
  // Compact: the whole list is shorter than the screen is tall, twice over.
  expect(grid?.height ?? Infinity).toBeLessThan(2 * desktop.height);
});

test('the story banner leads to /my-story/', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Say hi.' })).toBeVisible();
  await expect(page.getByText('The Boy Who Texted His Door Open — and Never Looked Back')).toBeVisible();
  await page.getByRole('link', { name: 'Read My Story' }).click();
  await expect(page).toHaveURL('/my-story/');
});

test('research: four cards, papers open in a new tab, then the philosophy', async ({ page }) => {
  await page.goto('/');
  const research = page.locator('#research');
  await expect(research.getByRole('article')).toHaveCount(4);
  for (const link of await research.getByRole('link', { name: 'View Research Paper' }).all()) {
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const philosophy = research.getByRole('complementary', { name: 'Research Philosophy' });
  await expect(philosophy.locator('p')).toHaveCount(2);
});

test('impact: a quote, three testimonials and a way to all of them', async ({ page }) => {
  await page.goto('/');
  const impact = page.locator('#impact');
  await expect(impact.getByRole('heading', { name: 'Impact & Testimonials' })).toBeVisible();
  await expect(impact.getByRole('figure')).toHaveCount(3);
  await impact.getByRole('link', { name: 'View All Testimonials' }).click();
  await expect(page).toHaveURL('/testimonials/');
});

test('contact details: two emails, a phone, the location, social profiles and WhatsApp', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(contact.getByText('Kerugoya, Kenya')).toBeVisible();
  for (const name of ['LinkedIn', 'GitHub', 'YouTube']) {
    await expect(contact.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
  }
  await expect(contact.getByRole('link', { name: 'WhatsApp Me' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('link', { name: 'View My LinkedIn Profile' })).toHaveAttribute('target', '_blank');
});
