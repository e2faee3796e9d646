import path from 'node:path';
import { expect, test } from 'vitest';
import { compileMarkdownFile } from '../../generator/content/markdown-plugin';
import { root } from '../../generator/paths';

// Hostile or mistaken Markdown stops the build with the file and line, never with a crash inside
// the compiler or a message pointing into node_modules.

async function problems(file: string, source: string) {
  const result = await compileMarkdownFile(path.join(root, file), source);
  return result.ok ? [] : result.errors.map((error) => `${error.location?.file}:${error.location?.line}: ${error.text}`);
}

const tooDeep = 'is nested more than 16 deep (emphasis, links, quotes or lists inside one another); write it flatter';

test('emphasis nested 5,000 deep is refused at its line', async () => {
  const source = `Intro.\n\n${'*'.repeat(5000)}x${'*'.repeat(5000)}\n`;
  expect(await problems('data/biography.md', source)).toEqual([`data/biography.md:3: ${tooDeep}`]);
});

test('quotes nested 5,000 deep are refused at their line', async () => {
  const source = `Intro.\n\n${'>'.repeat(5000)} x\n`;
  expect(await problems('data/biography.md', source)).toEqual([`data/biography.md:3: ${tooDeep}`]);
});

test('a YAML alias bomb in front matter is refused at its line, in the owner’s words', async () => {
  const rows = ['a: &a [x, x, x, x, x, x, x, x, x]'];
  for (const [name, previous] of [
    ['b', 'a'],
    ['c', 'b'],
    ['d', 'c'],
    ['e', 'd'],
    ['f', 'e'],
  ])
    rows.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
  const source = `---\ntitle: The Next Field\nlabel: Chapter 8\norder: 10\n${rows.join('\n')}\n---\n\nText.\n`;
  const found = await problems('data/story/10-the-next-field.md', source);
  expect(found).toEqual([
    'data/story/10-the-next-field.md:6: front matter repeats its aliases (*name) too often to be read; write the values out',
  ]);
});

test('nesting a writer uses is kept', async () => {
  expect(await problems('data/biography.md', 'Intro.\n\n> - *one **two [three](/my-story/)***\n')).toEqual([]);
});

test('lists nested 1,000 deep are refused at the first line too deep, before the parser spends minutes on them', async () => {
  const lines = Array.from({ length: 1000 }, (_, depth) => `${'  '.repeat(depth)}- x`);
  const source = `Intro.\n\n${lines.join('\n')}\n`;
  // Indented 2 spaces a level, level 35 (file line 38) is the first indented past 17 levels of 4 spaces.
  expect(await problems('data/biography.md', source)).toEqual([`data/biography.md:38: ${tooDeep}`]);
});
