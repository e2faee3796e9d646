import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { runBuild } from '../support/build-process';

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

const lineOf = (text: string, fragment: string) => text.split('\n').findIndex((line) => line.includes(fragment)) + 1;

test('a misspelt field in a .ts data file names the file, line, item and field, with the fields allowed', async () => {
  await project.edit('data/projects.ts', (text) => text.replace("title: 'Tujue Ukulima',", "titel: 'Tujue Ukulima',"));
  const line = lineOf(await project.read('data/projects.ts'), "titel: 'Tujue Ukulima'");
  const { code, output } = await runBuild(project);
  expect(code).toBe(1);
  expect(output).not.toContain('TypeError');
  expect(output).toContain(`data/projects.ts:${line}: project 2: unknown field "titel" (did you mean "title"?)`);
  expect(output).toMatch(
    /fields allowed: id, title, description, image, imageAlt, details, tech, link, videoUrl, videos, paperLink, paperTitle, isBook/,
  );
  expect(output).toContain('Build failed; dist/ was left as it was.');
});

test('every mistake in a .ts data file is named at its line, all at once, before any address is made from it', async () => {
  await project.edit('data/projects.ts', (text) =>
    text
      .replace("titel: 'Tujue Ukulima',", "title: 'Tujue Ukulima',")
      .replace("title: 'The Surgical Divide',", 'title: 4,')
      .replace("title: 'Load cell calibration and bench test',", "titel: 'Load cell calibration and bench test',"),
  );
  await project.edit('data/site.ts', (text) => text.replace(/phone: '[^']*'/, "phone: 'call me'").replace('jobTitle:', 'jobtitle:'));
  await project.edit('data/certifications.ts', (text) => text.replace('link:', 'lnk:'));
  const [projects = '', site = '', certifications = ''] = await Promise.all(
    ['data/projects.ts', 'data/site.ts', 'data/certifications.ts'].map((file) => project.read(file)),
  );
  const { code, output } = await runBuild(project);
  expect(code).toBe(1);
  expect(output).not.toContain('TypeError');
  expect(output).toContain(`data/projects.ts:${lineOf(projects, 'title: 4,')}: project 4: field "title" is a number, not text`);
  expect(output).toContain(
    `data/projects.ts:${lineOf(projects, "titel: 'Load cell")}: project 3 “Haptic Feedback for Surgical Robotics”: unknown field "titel" in "videos[1]" (did you mean "title"?); fields allowed: url, title, thumbnail`,
  );
  expect(output).toContain(`data/site.ts:${lineOf(site, "phone: 'call me'")}: site: field "phone" is not a phone number`);
  expect(output).toContain(`data/site.ts:${lineOf(site, 'jobtitle:')}: site: unknown field "jobtitle" (did you mean "jobTitle"?)`);
  expect(output).toContain(`data/certifications.ts:${lineOf(certifications, 'lnk:')}: certification “`);
  expect(output).not.toContain('field "link" is missing');
});

test('a collection written as something other than a list is named, before the route table reads it', async () => {
  const other = await copyProject();
  try {
    await other.edit('data/projects.ts', (text) => {
      const start = text.replace('export const projects: readonly Project[] = [', 'export const projects = { first: [');
      const end = start.lastIndexOf('];');
      return `${start.slice(0, end)}] } as unknown as readonly Project[];${start.slice(end + 2)}`;
    });
    const { code, output } = await runBuild(other);
    expect(code).toBe(1);
    expect(output).not.toContain('TypeError');
    expect(output).toContain('data/projects.ts: "projects" must be a list [ ... ] of items, not fields');
  } finally {
    await other.remove();
  }
});
