import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { throwInResume } from '../support/owner-edits';
import { runBuild } from '../support/build-process';
import { siteRoutes } from '../../pages/site-routes';

let project: ProjectCopy;
const build = () => runBuild(project);

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

test('a build writes every page and reports each with its size', async () => {
  const { code, output } = await build();
  expect(code).toBe(0);
  // The fixed routes and a page per project.
  for (const { output: page } of siteRoutes) {
    expect(output).toContain(page);
    expect(await readFile(project.file(`dist/${page}`), 'utf8')).toMatch(/^<!DOCTYPE html>/);
  }
  expect(output).toMatch(new RegExp(`${siteRoutes.length} pages in \\d+ ms`));
});

test('a route that throws stops the build, names the route and the error, and leaves dist/ as it was', async () => {
  const before = await project.read('dist/resume/index.html');
  await throwInResume(project, 'Resume data is missing');
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('Route /resume/ (pages/resume.tsx) failed to render');
  expect(output).toContain('Resume data is missing');
  // The frame points at the owner's file and line, not at compiled code.
  expect(output).toMatch(/at \w+ \(.*pages\/resume\.tsx:\d+:\d+\)/);
  expect(output).toContain('dist/ was left as it was');
  expect(await project.read('dist/resume/index.html')).toBe(before);
});

test('a syntax error names the file and line', async () => {
  await project.write('pages/resume.tsx', 'export default function ResumePage() {\n  return <div>;\n}\n');
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toMatch(/pages\/resume\.tsx:2:\d+/);
});

test('a dangling internal link stops the build, naming the page and the link', async () => {
  await project.write(
    'pages/resume.tsx',
    `import type { PageProps } from '../components/Document';
import { PageFrame } from '../components/PageFrame';
export default function ResumePage({ context }: PageProps) {
  return <PageFrame context={context} title="My Resume" description="The resume, with a link to a page that does not exist."><a href="/blog/">Blog</a><a href="#nowhere">Nowhere</a></PageFrame>;
}
`,
  );
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('resume/index.html: the link "/blog/" leads nowhere: no blog/index.html is built.');
  expect(output).toContain('resume/index.html: the link "#nowhere" points at #nowhere, which resume/index.html does not have.');
});

test('invalid content stops the build with every problem, naming file, item and field, and writes nothing', async () => {
  await project.write(
    'pages/resume.tsx',
    await project.read('pages/my-story.tsx').then((text) => text.replace('MyStoryPage', 'ResumePage')),
  );
  expect((await build()).code).toBe(0);
  const before = await project.read('dist/index.html');
  await project.edit('data/projects.ts', (text) =>
    text.replace('link: tujueUkulimaUrl,', "link: 'tujueukulima dot com',").replace(/id: 3,/, 'id: 2,'),
  );
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('The content has 2 problems:');
  expect(output).toMatch(/data\/projects\.ts:\d+: project 2 “Tujue Ukulima[^”]*”: field "link" is not a valid http\(s\) URL/);
  expect(output).toMatch(/data\/projects\.ts:\d+: project 2 “[^”]+”: field "id" repeats 2, already used by project 2/);
  expect(await project.read('dist/index.html')).toBe(before);
});

test('a missing image names the data file, line and path', async () => {
  await project.edit('data/projects.ts', (text) =>
    text
      .replace("'tujueukulima dot com'", 'tujueUkulimaUrl')
      .replace(/id: 2,(\s+title: '(?!Tujue))/, 'id: 3,$1')
      .replace('drone-spraying.svg', 'drone-spraying-photo.svg'),
  );
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toMatch(/data\/projects\.ts:\d+:\d+/);
  expect(output).toContain('../assets/projects/drone-spraying-photo.svg');
});

test('a data file that throws as it loads names the file and line', async () => {
  await project.edit('data/projects.ts', (text) =>
    text
      .replace('drone-spraying-photo.svg', 'drone-spraying.svg')
      .replace('export const projects', "throw new Error('Figures do not add up');\nexport const projects"),
  );
  const line = (await project.read('data/projects.ts')).split('\n').findIndex((text) => text.startsWith('throw new Error')) + 1;
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('Figures do not add up');
  expect(output).toMatch(new RegExp(`at .*data/projects\\.ts:${line}:\\d+`));
});

test("a style vanilla-extract refuses names its stylesheet, without the generator's own frames", async () => {
  await project.edit('components/Footer.css.ts', (text) =>
    text.replace('export const root = style({', "export const root = style({\n  selectors: { span: { color: 'red' } },"),
  );
  const { code, output } = await build();
  expect(code).toBe(1);
  expect(output).toContain('components/Footer.css.ts: Invalid selector: span');
  expect(output).not.toContain('This error came from');
  expect(output).not.toMatch(/^\s+at /m);
});
