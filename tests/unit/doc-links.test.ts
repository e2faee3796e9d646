import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { root } from '../../generator/paths';

const pages = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter((name) => name.endsWith('.md'));

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsIn = (file: string) =>
  new Set([...readFileSync(path.join(root, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));

/** Every relative link of a page, outside code blocks, as [target file, anchor]. */
function linksOf(page: string) {
  const text = readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return [file === '' ? page : path.posix.join(path.posix.dirname(page), file), anchor] as const;
    });
}

test('the README and docs/ exist as the owner is told, and the README stays short', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/content.md', 'docs/hosting.md', 'docs/decisions.md']),
  );
  expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
});

for (const page of pages) {
  test(`every relative link in ${page} leads to a file, and to a heading there`, () => {
    for (const [file, anchor] of linksOf(page)) {
      expect(existsSync(path.join(root, file)), `${page} links ${file}`).toBe(true);
      if (anchor !== undefined) expect([...anchorsIn(file)], `${page} links ${file}#${anchor}`).toContain(anchor);
    }
  });
}
