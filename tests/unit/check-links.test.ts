import { expect, test } from 'vitest';
import { danglingLinks } from '../../build/check-links';

const site = (pages: Record<string, string>) => new Map<string, string | Uint8Array>([...Object.entries(pages), ['assets/logo-ABC.svg', new Uint8Array([1])]]);

test('links to built pages, files and anchors resolve', () => {
  const files = site({
    'index.html': '<main id="about"><a href="#about">a</a><a href="/resume/">r</a><img src="/assets/logo-ABC.svg"/></main>',
    'resume/index.html': '<a href="/#about">home</a><a href="/">home</a><a href="https://example.com/x">out</a><a href="mailto:a@b.c">m</a>',
  });
  expect(danglingLinks(files)).toEqual([]);
});

test.each([
  ['a page that is not built', '<a href="/blog/">b</a>', 'index.html: the link "/blog/" leads nowhere: no blog/index.html is built.'],
  ['a missing asset', '<img src="/assets/gone-123.png"/>', 'index.html: the link "/assets/gone-123.png" leads nowhere: no assets/gone-123.png is built.'],
  ['a missing anchor on this page', '<a href="#projects">p</a>', 'index.html: the link "#projects" points at #projects, which index.html does not have.'],
  ['a missing anchor on another page', '<a href="/resume/#top">t</a>', 'index.html: the link "/resume/#top" points at #top, which resume/index.html does not have.'],
  ['a missing file in a srcset', '<img srcSet="/assets/logo-ABC.svg 1x, /assets/a-2x.png 2x"/>', 'index.html: the link "/assets/a-2x.png" leads nowhere: no assets/a-2x.png is built.'],
])('%s is reported with its page and link', (_, markup, problem) => {
  const files = site({ 'index.html': markup, 'resume/index.html': '<p>resume</p>' });
  expect(danglingLinks(files)).toEqual([problem]);
});
