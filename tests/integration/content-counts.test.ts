import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';
import { keepItems } from '../support/list-items';

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

const pages = ['index.html', 'my-story/index.html', 'resume/index.html', '404.html'];

test('two certifications, two testimonials and no articles: the LinkedIn Articles section and every link to it are gone', async () => {
  await keepItems(project, 'data/certifications.ts', 'certifications', (index) => index < 2);
  await keepItems(project, 'data/testimonials.ts', 'testimonials', (index) => index < 2);
  await keepItems(project, 'data/articles.ts', 'articles', () => false);
  const { code, output } = await runBuild(project);
  expect(output).toContain('index.html');
  expect(code).toBe(0);
  const home = await project.read('dist/index.html');
  expect(home).not.toContain('LinkedIn Articles');
  expect(home.match(/Credential: /g)).toHaveLength(2);
  // Both are mentors': the mentees' group is not shown empty.
  const testimonials = await project.read('dist/testimonials/index.html');
  expect(testimonials).toContain('From My Mentors');
  expect(testimonials).not.toContain('From Those I Mentored');
  for (const page of pages) {
    const html = await project.read(`dist/${page}`);
    expect(html, page).not.toMatch(/href="\/?#linkedin-articles"/);
    expect(html, page).not.toMatch(/>Articles</);
  }
});

test('with no projects, research, certifications, articles or testimonials the site builds, and nothing links to them', async () => {
  await keepItems(project, 'data/projects.ts', 'projects', () => false);
  await keepItems(project, 'data/research.ts', 'research', () => false);
  await keepItems(project, 'data/certifications.ts', 'certifications', () => false);
  await keepItems(project, 'data/testimonials.ts', 'testimonials', () => false);
  await keepItems(project, 'data/gallery.ts', 'galleryImages', () => false);
  const { code, output } = await runBuild(project);
  expect(output).not.toContain('Build failed');
  expect(code).toBe(0);
  const home = await project.read('dist/index.html');
  for (const heading of ['>Projects<', '>Research<', '>Certifications<', 'Impact &amp; Testimonials', 'Explore My Work']) {
    expect(home).not.toContain(heading);
  }
  for (const page of pages) {
    const html = await project.read(`dist/${page}`);
    expect(html, page).not.toMatch(/href="\/?#(projects|research|certifications|impact|linkedin-articles)"/);
    expect(html, page).not.toContain('href="/testimonials/"');
  }
  const sitemap = await project.read('dist/sitemap.xml');
  expect(sitemap).not.toContain('/testimonials/');
  expect(sitemap).not.toContain('/projects/');
  expect(await readdir(project.file('dist'))).not.toContain('testimonials');
  const story = await project.read('dist/my-story/index.html');
  expect(story).toContain('Video Highlights');
});

test('with no gallery images, videos or chapters, /my-story/ keeps its other tabs and shows no empty list', async () => {
  await keepItems(project, 'data/gallery.ts', 'highlightVideos', () => false);
  await project.write('data/story/chapters.ts', '// No chapters yet.\nexport {};\n');
  const { code, output } = await runBuild(project);
  expect(output).not.toContain('Build failed');
  expect(code).toBe(0);
  const story = await project.read('dist/my-story/index.html');
  expect([...story.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['My Story', 'Resources']);
  expect(story).not.toContain('Video Highlights');
  expect(story).not.toContain('aria-label="Chapters"');
  expect(story).not.toMatch(/<(ol|ul)[^>]*><\/\1>/);
});

test('a testimonial added at the end of the list goes to the group it says it is from, and to the home page when marked', async () => {
  await project.edit('data/testimonials.ts', (text) =>
    text.replace(
      /\n\];\n/,
      `
  {
    quote: 'Careful with every hectare.',
    author: 'Eng. Ann Kariuki',
    role: 'Head of Operations, Mwea',
    content: graceWambui.body,
    icon: 'award',
    variant: 'primary',
    from: 'mentor',
    onHome: true,
  },
];
`,
    ),
  );
  const { code, output } = await runBuild(project);
  expect(code, output).toBe(0);
  const page = await project.read('dist/testimonials/index.html');
  const mentors = page.slice(page.indexOf('From My Mentors'), page.indexOf('From Those I Mentored'));
  expect(mentors).toContain('Eng. Ann Kariuki');
  expect(await project.read('dist/index.html')).toContain('Eng. Ann Kariuki');
});
