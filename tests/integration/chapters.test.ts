import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

/** Each chapter's label and title, in the order the page shows them. */
const chaptersShown = (html: string) =>
  [...html.matchAll(/<article[^>]*><p[^>]*>([^<]*)<\/p><h2[^>]*>([^<]*)<\/h2>/g)].map((match) => `${match[1]}: ${match[2]}`);

test('a new chapter takes one file and one line; its label follows from its order, and order 7.5 puts it between 7 and 8', async () => {
  await project.write('data/story/07b-the-first-season.md', '---\ntitle: The First Season\norder: 7.5\n---\n\nWe sprayed 40 hectares.\n');
  await project.edit('data/story/chapters.ts', (text) =>
    text.replace(
      "export { default as faq } from './08-faq.md';",
      "export { default as firstSeason } from './07b-the-first-season.md';\nexport { default as faq } from './08-faq.md';",
    ),
  );
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
  const shown = chaptersShown(await project.read('dist/my-story/index.html'));
  expect(shown.slice(5)).toEqual([
    'Chapter 6: Pitch Nights',
    'Chapter 7: AngaShamba Takes Off',
    'Chapter 8: The First Season',
    'FAQ: Frequently Asked Questions',
    'Final Thoughts: Final Thoughts',
  ]);
});

test('two chapters with one order are named, the file of one and the title of the other', async () => {
  await project.edit('data/story/07b-the-first-season.md', (text) => text.replace('order: 7.5', 'order: 7'));
  const { code, output } = await runBuild(project);
  expect(code).toBe(1);
  expect(output).toContain(
    'data/story/07-angashamba-takes-off.md: chapter “AngaShamba Takes Off”: field "order" repeats 7, already used by chapter “The First Season”',
  );
});
