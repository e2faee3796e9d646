import { readdir, stat } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { throwInResume } from '../support/owner-edits';
import { startWatcher } from '../support/watcher';
import { testPort } from '../support/ports';

// Each test edits its own copy of the project and runs its own watcher on its own port.
test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

let project: ProjectCopy;
let watcher: Awaited<ReturnType<typeof startWatcher>>;

test.beforeAll(async ({}, testInfo) => {
  // The first build on a busy machine can take longer than a test.
  test.setTimeout(120_000);
  project = await copyProject();
  watcher = await startWatcher(project, testPort(127 + testInfo.workerIndex));
});

// A failure here is read from CI's log: what the watcher printed says whether it saw the save.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.error(`The watcher printed (last 6,000 characters):\n${watcher?.output.slice(-6000)}`);
});

test.afterAll(async () => {
  await watcher?.stop();
  await project?.remove();
});

test('serves dist/ by the rules `npm start` serves it with', async ({ page }) => {
  expect((await page.goto(`${watcher.url}/resume/`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My Resume' })).toBeVisible();
  expect((await page.goto(`${watcher.url}/nowhere`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await page.goto(`${watcher.url}/resume`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My Resume' })).toBeVisible();
});

test('the open page reloads itself after a good rebuild, generated files included', async ({ page }) => {
  await page.goto(`${watcher.url}/resume/`);
  const socialImage = () => page.locator('meta[property="og:image"]').getAttribute('content');
  const before = await socialImage();
  const since = watcher.output.length;
  await project.edit('data/site.ts', (text) => text.replace("name: 'Your Name'", "name: 'Edited Name'"));
  await watcher.waitForOutput('rebuilt in', since);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Edited Name' })).toBeVisible();
  // The social preview shows the name, so it is drawn anew.
  expect(await socialImage()).not.toBe(before);
});

test('a route that throws shows the error screen there, while the other routes still build', async ({ page }) => {
  const since = watcher.output.length;
  await throwInResume(project, 'The resume viewer URL is empty');
  const printed = await watcher.waitForOutput('rebuilt in', since);
  expect(printed).toContain('Route /resume/ (pages/resume.tsx) failed');

  await page.goto(`${watcher.url}/resume/`);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('The resume viewer URL is empty')).toBeVisible();
  await page.goto(`${watcher.url}/testimonials/`);
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();

  // The open error screen reloads itself into the page once the next save is good.
  await page.goto(`${watcher.url}/resume/`);
  await project.edit('pages/resume.tsx', (text) => text.replace('{explode()}', ''));
  await expect(page.getByRole('heading', { name: 'My Resume' })).toBeVisible();
});

test('a syntax error prints its file and line, keeps the last good site, and the next save recovers', async ({ page }) => {
  await page.goto(`${watcher.url}/testimonials/`);
  const good = await project.read('components/PageHeading.tsx');
  const since = watcher.output.length;
  await project.write('components/PageHeading.tsx', good.replace('<h1 className={styles.title}>', '<h1 className={styles.title}'));
  const printed = await watcher.waitForOutput(/components\/PageHeading\.tsx:\d+:\d+/, since);
  expect(printed).toContain('Rebuild failed; still serving the last good build');
  // A failed save is never reported as built.
  expect(printed).not.toContain('rebuilt in');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();

  const fixed = watcher.output.length;
  await project.write('components/PageHeading.tsx', good.replace('{title}</h1>', '{title}!</h1>'));
  await watcher.waitForOutput('rebuilt in', fixed);
  await expect(page.getByRole('heading', { name: 'Testimonials!' })).toBeVisible();
});

const overlay = (page: import('@playwright/test').Page) => page.getByRole('alert');

for (const [kind, breakIt, expected] of [
  [
    'invalid data',
    (text: string) => text.replace("linkedin: 'https://www.linkedin.com/in/your-profile'", "linkedin: 'linkedin.com/in/your-profile'"),
    /data\/site\.ts:\d+: site: field "social\.linkedin" is not a valid http\(s\) URL/,
  ],
  ['a deleted image', (text: string) => text.replace('texted-door.svg', 'deleted-door.svg'), 'deleted-door.svg'],
] as const) {
  test(`${kind} shows its error in the open page; the next good save recovers`, async ({ page }) => {
    const file = kind === 'invalid data' ? 'data/site.ts' : 'components/StoryBanner.tsx';
    const good = await project.read(file);
    await page.goto(`${watcher.url}/`);
    await project.write(file, breakIt(good));
    await expect(overlay(page)).toContainText(expected);
    await expect(overlay(page)).toContainText('the site below is the last good build');
    // A page opened while the error stands shows it too.
    await page.reload();
    await expect(overlay(page)).toContainText(expected);
    await project.write(file, good);
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: "Engineering Africa's Future" })).toBeVisible();
  });
}

test('a syntax error shows its file and line in the open page', async ({ page }) => {
  const good = await project.read('components/Footer.tsx');
  await page.goto(`${watcher.url}/testimonials/`);
  await project.write('components/Footer.tsx', good.replace('<footer className={styles.root}>', '<footer className={styles.root}'));
  // A rebuild can take seconds on a loaded 2-core machine.
  await expect(overlay(page)).toContainText(/components\/Footer\.tsx:\d+:\d+/, { timeout: 15_000 });
  await project.write('components/Footer.tsx', good);
  await expect(overlay(page)).toBeHidden({ timeout: 15_000 });
});

test('a style edit swaps the stylesheet in the open page: the dialog stays open, the scroll stays, nothing navigates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The page's Content Security Policy allows styles changed through the CSSOM: none is reported.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${watcher.url}/`);
  await page.locator('#projects article').first().getByRole('link', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY, 'the card scrolled into view').toBeGreaterThan(0);
  let navigations = 0;
  // The page itself; the dialog's video frame loads on its own.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const borderWidth = () => dialog.evaluate((element) => getComputedStyle(element).borderTopWidth);
  expect(await borderWidth()).toBe('1px');

  await project.edit('components/ProjectDialog.css.ts', (text) =>
    text.replace("overscrollBehavior: 'contain',", "overscrollBehavior: 'contain', borderWidth: '3px',"),
  );
  await expect.poll(borderWidth).toBe('3px');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(navigations).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('a data edit reloads the open page at the same scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${watcher.url}/my-story/`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  const reloaded = page.waitForEvent('load');
  await project.edit('data/site.ts', (text) => text.replace(/^ {2}name: '[^']*'/m, "  name: 'Reloaded Name'"));
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reloaded Name' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('a save that lands between loading a page and its live reload connecting still reloads it', async ({ page }) => {
  // The page's connection to the live-reload events is held back until the rebuild is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/__live-reload', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${watcher.url}/testimonials/`);
  const since = watcher.output.length;
  await project.edit('data/site.ts', (text) => text.replace(/^ {2}name: '[^']*'/m, "  name: 'Landed Early'"));
  await watcher.waitForOutput('rebuilt in', since);
  release();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Landed Early' })).toBeVisible();
});

test('an edit to a component only one page uses renders and rewrites only that page', async () => {
  // Every page the watcher wrote, a page per project included.
  const pages = (await readdir(project.file('dist'), { recursive: true })).filter((file) => file.endsWith('.html'));
  const identity = async (output: string) => {
    const info = await stat(project.file(`dist/${output}`));
    return `${info.ino}:${info.mtimeMs}`;
  };
  const before = new Map(await Promise.all(pages.map(async (output) => [output, await identity(output)] as const)));
  const since = watcher.output.length;
  await project.edit('components/ResumeViewer.tsx', (text) =>
    text.replace('<div className={styles.sheet}', '<div data-edited="yes" className={styles.sheet}'),
  );
  const printed = await watcher.waitForOutput('rebuilt in', since);
  expect(await project.read('dist/resume/index.html')).toContain('data-edited="yes"');
  expect(printed).toContain('resume/index.html');
  expect(printed).toContain(`${pages.length - 1} unchanged, not rendered`);
  for (const output of pages.filter((output) => output !== 'resume/index.html')) {
    // The report has a row for each page rendered.
    expect(
      printed.split('\n').some((line) => line.trim().startsWith(`${output} `)),
      `${output} is not rendered`,
    ).toBe(false);
    expect(await identity(output), `${output} is not written`).toBe(before.get(output));
  }
  expect(await identity('resume/index.html')).not.toBe(before.get('resume/index.html'));
});

test('Ctrl-C stops the watcher cleanly', async () => {
  expect(await watcher.stop()).toBe(0);
});
