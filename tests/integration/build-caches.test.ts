import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { siteRoutes } from '../../pages/site-routes';

// What a cold build skips when its caches answer must come back the moment its inputs change.
let project: ProjectCopy;

/** `npm run build`: the generator on plain Node through generator/launch.mjs. */
const build = () => runBuild(project, { launcher: true });

// Each test runs two or three whole builds, one recompiling the generator: slow on a loaded machine.
const timeout = 180_000;

const socialImage = async () => (await project.read('dist/index.html')).match(/property="og:image" content="([^"]+)"/)?.[1];

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

test('an edit to the generator itself shows in the next build', { timeout }, async () => {
  expect((await build()).output).toMatch(new RegExp(`${siteRoutes.length} pages in \\d+ ms`));
  const report = await project.read('generator/pipeline/report.ts');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal in the edited source.
  const timing = ' in ${time}';
  expect(report).toContain(timing);
  await project.write('generator/pipeline/report.ts', report.replace(timing, `, all${timing}`));
  expect((await build()).output).toMatch(new RegExp(`${siteRoutes.length} pages, all in \\d+ ms`));
});

test('the social preview is drawn again when the owner’s name changes', { timeout }, async () => {
  expect((await build()).code).toBe(0);
  const before = await socialImage();
  await project.edit('data/site.ts', (text) => text.replace("name: 'Your Name'", "name: 'Wanjiru Kamau'"));
  expect((await build()).code).toBe(0);
  expect(await socialImage()).toMatch(/^https?:\/\/.+\/assets\/social-preview-[0-9A-F]{8}\.png$/);
  expect(await socialImage()).not.toBe(before);
});

test('invalid content fails every build until it is fixed, and the fix builds', { timeout }, async () => {
  const valid = await project.read('data/skills.ts');
  await project.write('data/skills.ts', valid.replace(/title: '[^']+'/, "title: ''"));
  for (const attempt of [1, 2]) {
    const { code, output } = await build();
    expect(code, `build ${attempt}`).toBe(1);
    expect(output).toMatch(/data\/skills\.ts:\d+: skill 1: field "title" is empty/);
  }
  await project.write('data/skills.ts', valid);
  expect((await build()).code).toBe(0);
});
