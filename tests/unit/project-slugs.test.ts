import { expect, test } from 'vitest';
import { slugOf } from '../../data/slug';
import { collections } from '../../data/content';
import { projectSchema } from '../../data/schema';
import { projects } from '../../data/projects';
import { site } from '../../data/site';
import { projectRoute } from '../../pages/routes';
import { crawlFiles } from '../../generator/publish/crawl-files';
import { contentProblems } from '../../generator/content/validate';

// A project's address comes from its title, whatever script the owner writes it in.

test('titles in Latin script keep the addresses they had', () => {
  expect(slugOf('Tujue Ukulima')).toBe('tujue-ukulima');
  expect(slugOf('Café: Drône & Co. 2.0')).toBe('cafe-drone-co-2-0');
  expect(slugOf('Wanjikũ’s Farm')).toBe('wanjiku-s-farm');
});

test('titles in other scripts give readable, non-empty addresses', () => {
  expect(slugOf('Тестовый проект')).toBe('тестовый-проект');
  expect(slugOf('Мой первый дрон')).toBe('мой-первый-дрон');
  expect(slugOf('农业无人机')).toBe('农业无人机');
  // Devanagari's vowel signs are marks, and part of the word: they stay.
  expect(slugOf('कृषि ड्रोन')).toBe('कृषि-ड्रोन');
});

test('a project in Cyrillic gets its page, its link and a sitemap entry a crawler can read', () => {
  const route = projectRoute('Тестовый проект');
  expect(route.output).toBe('projects/тестовый-проект/index.html');
  expect(route.path).toBe('/projects/тестовый-проект/');
  const sitemap = crawlFiles(site, [route]).get('sitemap.xml') ?? '';
  expect(sitemap).toContain(
    `<loc>${site.siteUrl}/projects/%D1%82%D0%B5%D1%81%D1%82%D0%BE%D0%B2%D1%8B%D0%B9-%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82/</loc>`,
  );
});

/** The content's problems with the projects' titles replaced. */
function problemsWithTitles(...titles: string[]) {
  const edited = projects.map((project, index) => ({ ...project, title: titles[index] ?? project.title }));
  return contentProblems(
    collections.map((collection) => (collection.schema === projectSchema ? { ...collection, items: edited } : collection)),
  );
}

test('two titles in other scripts are two addresses, not one empty one', () => {
  expect(problemsWithTitles('Тестовый проект', 'Второй проект')).toEqual([]);
});

test('a title with no letter or digit is refused, naming the file, the item and the field', () => {
  expect(problemsWithTitles('🚁🌾')).toEqual([
    `data/projects.ts: project ${projects[0]?.id} “🚁🌾”: field "title" has no letter or digit to make the project’s address (/projects/…/) from`,
  ]);
});
