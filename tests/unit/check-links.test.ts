import { expect, test } from 'vitest';
import { danglingLinks } from '../../generator/publish/check-links';
import { collections, type Collection } from '../../data/content';
import { navigationItemSchema } from '../../data/schema';

const site = (pages: Record<string, string>) =>
  new Map<string, string | Uint8Array>([...Object.entries(pages), ['assets/logo-ABC.svg', new Uint8Array([1])]]);

test('links to built pages, files and anchors resolve', () => {
  const files = site({
    'index.html': '<main id="about"><a href="#about">a</a><a href="/resume/">r</a><img src="/assets/logo-ABC.svg"/></main>',
    'resume/index.html':
      '<a href="/#about">home</a><a href="/">home</a><a href="https://example.com/x">out</a><a href="mailto:a@b.c">m</a>',
  });
  expect(danglingLinks(files)).toEqual([]);
});

test.each([
  ['a page that is not built', '<a href="/blog/">b</a>', 'index.html: the link "/blog/" leads nowhere: no blog/index.html is built.'],
  [
    'a missing asset',
    '<img src="/assets/gone-123.png"/>',
    'index.html: the link "/assets/gone-123.png" leads nowhere: no assets/gone-123.png is built.',
  ],
  [
    'a missing anchor on this page',
    '<a href="#projects">p</a>',
    'index.html: the link "#projects" points at #projects, which index.html does not have.',
  ],
  [
    'a missing anchor on another page',
    '<a href="/resume/#top">t</a>',
    'index.html: the link "/resume/#top" points at #top, which resume/index.html does not have.',
  ],
  [
    'a missing file in a srcset',
    '<img srcSet="/assets/logo-ABC.svg 1x, /assets/a-2x.png 2x"/>',
    'index.html: the link "/assets/a-2x.png" leads nowhere: no assets/a-2x.png is built.',
  ],
])('%s is reported with its page and link', (_, markup, problem) => {
  const files = site({ 'index.html': markup, 'resume/index.html': '<p>resume</p>' });
  expect(danglingLinks(files)).toEqual([problem]);
});

test('a navigation link to a missing section names its item in data/navigation.ts', () => {
  const navigation: Collection = {
    file: 'data/navigation.ts',
    schema: navigationItemSchema,
    items: [
      { label: 'About', anchor: 'about' },
      { label: 'Nope', anchor: 'nope' },
    ],
    itemName: (item) => `link “${String(item.label)}”`,
  };
  const files = site({
    'index.html': '<main id="about"><nav><a href="#about">About</a><a href="#nope">Nope</a></nav></main>',
    'resume/index.html': '<nav><a href="/#about">About</a><a href="/#nope">Nope</a></nav>',
  });
  const from = 'It comes from data/navigation.ts: link “Nope”, field "anchor".';
  expect(danglingLinks(files, { collections: [navigation] })).toEqual([
    `index.html: the link "#nope" points at #nope, which index.html does not have. ${from}`,
    `resume/index.html: the link "/#nope" points at #nope, which index.html does not have. ${from}`,
  ]);
});

test('a dangling link held by a content item names that item and field', () => {
  const files = site({ 'index.html': '<a href="/blog/">Blog</a>' });
  const projects = collections.find(
    (collection) => collection.file === 'data/projects.ts' && collection.itemName({}, 0).startsWith('project'),
  )!;
  const withBlog = { ...projects, items: [{ ...(projects.items[0] as object), link: '/blog/' }] };
  expect(danglingLinks(files, { collections: [withBlog] })).toEqual([
    expect.stringMatching(
      /^index\.html: the link "\/blog\/" leads nowhere: no blog\/index\.html is built\. It comes from data\/projects\.ts: project 1 “[^”]+”, field "link"\.$/,
    ),
  ]);
});
