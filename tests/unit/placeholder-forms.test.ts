import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMarkdownFile } from '../../generator/content/markdown-plugin';
import { root } from '../../generator/paths';
import { findPlaceholders } from '../../generator/content/placeholders';

// The release gate has no way round: every spelling of the mark the Markdown compiler takes as a
// mark (and so hides from the page) is one the scan finds, and so is every comment in TypeScript.
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(root, 'node_modules', '.cache', 'placeholder-forms-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function scan(file: string, source: string) {
  const folder = await mkdtemp(path.join(dataDir, 'data-'));
  await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
  await writeFile(path.join(folder, file), source);
  const found = await findPlaceholders(folder);
  return found.map((placeholder) => placeholder.where.replace(/^.*\//, ''));
}

const markdownForms = [
  ['a three-line comment', '<!-- PLACEHOLDER\nan invented draft\n-->\n\nI grew up in Kerugoya.\n', 'biography.md:1'],
  ['lower case', '<!-- placeholder: an invented draft -->\n\nI grew up in Kerugoya.\n', 'biography.md:1'],
  ['mixed case, indented', 'I grew up in Kerugoya.\n\n   <!--Placeholder-->\n', 'biography.md:3'],
  ['inside a quote', '> I grew up in Kerugoya.\n>\n> <!-- PLACEHOLDER -->\n', 'biography.md:3'],
  ['inside a list', '- I grew up in Kerugoya.\n\n  <!-- PLACEHOLDER\n  a draft -->\n', 'biography.md:3'],
  ['the word on the next line of a quote', '> I grew up in Kerugoya.\n\n> <!--\n> PLACEHOLDER\n> -->\n', 'biography.md:3'],
] as const;

for (const [form, source, where] of markdownForms) {
  test(`a Markdown mark written as ${form} is found by the scan, or refused by the compiler`, async () => {
    const compiled = await compileMarkdownFile(path.join(root, 'data/biography.md'), source);
    const found = await scan('biography.md', source);
    if (compiled.ok) {
      expect(JSON.stringify(compiled.value)).not.toMatch(/placeholder/i);
      expect(found).toEqual([where]);
    } else {
      expect(compiled.errors[0]?.text).toMatch(/raw HTML/);
    }
  });
}

const typeScriptForms = [
  ['lower case', "export const name = 'Your Name'; // placeholder\n", 'site.ts:1'],
  ['a block comment', "export const name = 'Your Name'; /* PLACEHOLDER */\n", 'site.ts:1'],
  ['a block comment before the value', "export const name = /* Placeholder: your name */ 'Your Name';\n", 'site.ts:1'],
  [
    'a block comment over lines',
    "export const site = {\n  /**\n   * PLACEHOLDER: your name\n   */\n  name: 'Your Name',\n};\n",
    'site.ts:2',
  ],
] as const;

for (const [form, source, where] of typeScriptForms) {
  test(`a TypeScript mark written as ${form} is found by the scan`, async () => {
    expect(await scan('site.ts', source)).toEqual([where]);
  });
}

test('a word that only contains the mark is not one', async () => {
  expect(await scan('site.ts', "export const note = 'placeholders'; // placeholders are listed by the build\n")).toEqual([]);
});
