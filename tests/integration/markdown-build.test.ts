import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;
const build = () => runBuild(project);

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

test('a chapter’s Markdown reaches the page: emphasis, and an external link that opens in a new tab', async () => {
  expect((await build()).code).toBe(0);
  const story = await project.read('dist/my-story/index.html');
  expect(story).toContain('The name joins <em>anga</em>, Swahili for sky, and <em>shamba</em>');
  expect(story).toContain(
    '<a href="https://www.kcaa.or.ke/" target="_blank" rel="noopener noreferrer">Kenya Civil Aviation Authority’s drone regulations</a>',
  );
});

test('raw HTML and a missing front-matter field stop the build, naming file and line, and leave dist/ as it was', async () => {
  const before = await project.read('dist/my-story/index.html');
  await project.edit('data/story/01-the-switch.md', (text) => text.replace('title: The Switch\n', ''));
  const details = await project.read('data/projects/tujue-ukulima.md');
  const htmlLine = details.split('\n').findIndex((line) => line.includes('in plain English and Swahili')) + 1;
  await project.write(
    'data/projects/tujue-ukulima.md',
    details.replace('in plain English and Swahili', 'in <b>plain</b> English and Swahili'),
  );
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('front matter field "title" is missing');
  expect(output).toContain('data/story/01-the-switch.md:3:');
  expect(output).toContain('raw HTML is not allowed in Markdown');
  expect(output).toContain(`data/projects/tujue-ukulima.md:${htmlLine}:`);
  expect(await project.read('dist/my-story/index.html')).toBe(before);
});
