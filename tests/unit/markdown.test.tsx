import path from 'node:path';
import { expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdownFile } from '../../generator/content/markdown-plugin';
import { root } from '../../generator/paths';
import { Prose } from '../../components/Prose';
import { excerpt } from '../../components/excerpt';

const chapterFile = 'data/story/10-the-next-field.md';
const chapter = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;
const goodFrontMatter = 'title: The Next Field\nlabel: Chapter 8\norder: 10';

async function compile(source: string, file = chapterFile) {
  return compileMarkdownFile(path.join(root, file), source);
}

/** Each problem as the terminal shows its place: `file:line: message`. */
async function problems(source: string, file = chapterFile) {
  const result = await compile(source, file);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors.map((error) => `${error.location?.file}:${error.location?.line}: ${error.text}`);
}

async function rendered(source: string, file = chapterFile) {
  const result = await compile(source, file);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { file: result.value, html: renderToStaticMarkup(<Prose text={result.value.body} />) };
}

test('a chapter with emphasis and a link renders <em> and an external link that opens in a new tab', async () => {
  const { file, html } = await rendered(
    chapter(goodFrontMatter, 'The name joins *anga*, the **sky**, and [the rules](https://www.kcaa.or.ke/) we fly by.'),
  );
  expect(file.frontMatter).toEqual({ title: 'The Next Field', label: 'Chapter 8', order: 10 });
  expect(html).toBe(
    '<p>The name joins <em>anga</em>, the <strong>sky</strong>, and <a href="https://www.kcaa.or.ke/" target="_blank" rel="noopener noreferrer">the rules</a> we fly by.</p>',
  );
});

test('lists, block quotes and links within the site render as plain elements', async () => {
  const { html } = await rendered(chapter(goodFrontMatter, '- one\n- two\n\n> A quote.\n\nSee [my story](/my-story/).'));
  expect(html).toBe(
    '<ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>A quote.</p></blockquote><p>See <a href="/my-story/">my story</a>.</p>',
  );
});

test('text that looks like markup stays text', async () => {
  const { html } = await rendered('Fish & chips cost 2 < 3 shillings, \\<b> too.\n', 'data/projects/test.md');
  expect(html).toBe('<p>Fish &amp; chips cost 2 &lt; 3 shillings, &lt;b&gt; too.</p>');
});

test('raw HTML is refused, naming the file and the line', async () => {
  expect(
    await problems(chapter(goodFrontMatter, 'First paragraph.\n\nA <span class="x">styled</span> word.\n\n<script>alert(1)</script>')),
  ).toEqual([
    `${chapterFile}:9: raw HTML is not allowed in Markdown; write the text with Markdown only (*emphasis*, **strong**, [a link](https://…))`,
    `${chapterFile}:11: raw HTML is not allowed in Markdown; write the text with Markdown only (*emphasis*, **strong**, [a link](https://…))`,
  ]);
});

test('a link that could run script is refused', async () => {
  expect(await problems('Click [here](javascript:alert(1)).\n', 'data/biography.md')).toEqual([
    'data/biography.md:1: link "here" goes to "javascript:alert(1)": use an https:// address, mailto:, tel: or a path on this site (/my-story/)',
  ]);
});

test('a link that only looks like a path on this site is refused', async () => {
  expect(await problems('See [this](//evil.example/x) and [that](/\\evil.example).\n', 'data/biography.md')).toEqual([
    'data/biography.md:1: link "this" goes to "//evil.example/x": use an https:// address, mailto:, tel: or a path on this site (/my-story/)',
    'data/biography.md:1: link "that" goes to "/\\evil.example": use an https:// address, mailto:, tel: or a path on this site (/my-story/)',
  ]);
});

test('a placeholder mark is the one comment a file takes, and it is never shown', async () => {
  expect((await rendered('<!-- PLACEHOLDER: a draft -->\n\nText.\n', 'data/biography.md')).html).toBe('<p>Text.</p>');
  expect(await problems('<!-- a note -->\n\nText.\n', 'data/biography.md')).toEqual([
    'data/biography.md:1: raw HTML is not allowed in Markdown; write the text with Markdown only (*emphasis*, **strong**, [a link](https://…))',
  ]);
});

test('a missing front-matter field is named at the closing fence', async () => {
  expect(await problems(chapter('label: Chapter 10\norder: 10', 'Text.'))).toEqual([
    `${chapterFile}:4: front matter field "title" is missing`,
  ]);
});

test('a wrong or misspelt front-matter field is named on its own line', async () => {
  expect(await problems(chapter('title: The Next Field\nlabel: Chapter 8\norder: ten\ntilte: Typo', 'Text.'))).toEqual([
    `${chapterFile}:4: front matter field "order" is not a number`,
    `${chapterFile}:5: front matter field "tilte" is not one of: title, label, order`,
  ]);
});

test('a misspelt front-matter field is named once, with the field it likely meant', async () => {
  expect(await problems(chapter('tilte: The Next Field\norder: 10', 'Text.'))).toEqual([
    `${chapterFile}:2: front matter field "tilte" is not one of: title, label, order (did you mean "title"?)`,
  ]);
});

test('a chapter without front matter, or a detail file with some, is refused at line 1', async () => {
  expect(await problems('Just text.\n')).toEqual([
    `${chapterFile}:1: has no front matter: start the file with these fields between two lines of three dashes (---): title, label, order`,
  ]);
  expect(await problems(chapter(goodFrontMatter, 'Text.'), 'data/projects/test.md')).toEqual([
    'data/projects/test.md:1: has front matter, but data/**/*.md files take none: remove the lines between the dashes',
  ]);
});

test('in a chapter, each ## heading starts a question', async () => {
  const { file } = await rendered(
    chapter(goodFrontMatter, 'Intro.\n\n## Why rice?\n\nBecause *water*.\n\n## Why drones?\n\nFewer litres.'),
  );
  expect(file.body.text).toBe('Intro.');
  expect(file.sections.map((section) => [section.heading, section.body.text])).toEqual([
    ['Why rice?', 'Because water.'],
    ['Why drones?', 'Fewer litres.'],
  ]);
});

test('the project summary is cut from the text a visitor reads, not from the Markdown', async () => {
  const { file } = await rendered(
    '**AngaShamba** sprays [rice](https://example.com/rice) for *smallholder* farmers in Mwea, with a drone that carries ten litres of mix.\n',
    'data/projects/test.md',
  );
  const summary = excerpt(file.body.text);
  expect(summary).toBe('AngaShamba sprays rice for smallholder farmers in Mwea, with a drone that carries ten litres of mix.');
  expect(summary).not.toMatch(/[*[\]()]/);
});
