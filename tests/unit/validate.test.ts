import { expect, test } from 'vitest';
import { collections } from '../../data/content';
import { contentProblems } from '../../generator/content/validate';
import { projectSchema } from '../../data/schema';
import { projects } from '../../data/projects';
import { slugOf } from '../../data/slug';

const base = projects[0]!;
const projectCollection = collections.find((collection) => collection.file === 'data/projects.ts' && collection.schema === projectSchema)!;
const projectsWith = (items: unknown[]) => [{ ...projectCollection, items }];

test('the shipped content has no problems', () => {
  expect(contentProblems(collections)).toEqual([]);
});

test.each([
  ['a missing required field', { ...base, title: undefined }, 'data/projects.ts: project 1: field "title" is missing'],
  ['an empty required field', { ...base, description: '   ' }, `data/projects.ts: project 1 “${base.title}”: field "description" is empty`],
  [
    'a malformed URL',
    { ...base, link: 'www.example.com' },
    `data/projects.ts: project 1 “${base.title}”: field "link" is not a valid http(s) URL`,
  ],
  [
    'a video that is neither YouTube nor a file',
    { ...base, videoUrl: 'https://vimeo.com/123456' },
    `data/projects.ts: project 1 “${base.title}”: field "videoUrl" is neither a YouTube URL nor a playable video file (.mp4, .webm, .ogg, .mov)`,
  ],
  [
    'a bad video in a list',
    { ...base, videos: [{ url: 'https://example.com/page', title: 'Demo' }] },
    `data/projects.ts: project 1 “${base.title}”: field "videos[0].url" is neither a YouTube URL nor a playable video file (.mp4, .webm, .ogg, .mov)`,
  ],
  ['an empty role', { ...base, role: ' ' }, `data/projects.ts: project 1 “${base.title}”: field "role" is empty`],
  [
    'years that are no year',
    { ...base, years: { from: 24 } },
    `data/projects.ts: project 1 “${base.title}”: field "years.from" is not a year, as 2024`,
  ],
  [
    'years that end before they start',
    { ...base, years: { from: 2024, to: 2022 } },
    `data/projects.ts: project 1 “${base.title}”: field "years.to" is before the year in "from"; leave "to" out while the project goes on`,
  ],
])('%s is named with its file, item and field', (_, item, problem) => {
  expect(contentProblems(projectsWith([item]))).toEqual([problem]);
});

test('a duplicate id names both items', () => {
  const problems = contentProblems(projectsWith([base, { ...base, title: 'Another project' }]));
  expect(problems).toEqual([
    `data/projects.ts: project 1 “Another project”: field "id" repeats 1, already used by project 1 “${base.title}”`,
  ]);
});

test('two titles that give one address name both projects', () => {
  const problems = contentProblems(projectsWith([base, { ...base, id: 2, title: `${base.title.toUpperCase()}!` }]));
  expect(problems).toEqual([
    `data/projects.ts: project 2 “${base.title.toUpperCase()}!”: field "title" gives the slug ${JSON.stringify(slugOf(base.title))}, already used by project 1 “${base.title}”`,
  ]);
});

test('all problems are reported at once', () => {
  const problems = contentProblems(
    projectsWith([
      { ...base, link: 'nope', imageAlt: '' },
      { ...base, id: 2, title: 'Another project', tech: [] },
    ]),
  );
  expect(problems).toHaveLength(3);
});
