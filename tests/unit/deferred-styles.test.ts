import { expect, test } from 'vitest';
import { deferStyles } from '../../generator/pipeline/deferred-styles';

const body = '<header class="top">Hi</header><section class="card" data-below-fold="">More<p class="note x">…</p></section>';
const css =
  ':root{--a: #fff}h1{margin:0}.top{color:var(--a)}.card{padding:1px}.top .note{color:blue}.card,.top{gap:0}' +
  '@media(min-width:40em){.top{margin:0}.note{margin:1px}}@keyframes spin{to{transform:rotate(1turn)}}.x:after{content:"}"}';

test('the first screen keeps its own and global rules inline; the rest goes to a stylesheet at the end of <body>', () => {
  const { css: inline, body: html, file } = deferStyles(css, body);
  expect(inline).toBe(
    ':root{--a: #fff}h1{margin:0}.top{color:var(--a)}.card,.top{gap:0}@media(min-width:40em){.top{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}',
  );
  expect(file?.[1]).toBe('.card{padding:1px}.top .note{color:blue}@media(min-width:40em){.note{margin:1px}}.x:after{content:"}"}');
  expect(file?.[0]).toMatch(/^assets\/below-fold-[0-9A-F]{8}\.css$/);
  expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="/${file?.[0]}"/>$`));
  expect(html).not.toContain('data-below-fold');
});

test('a page without a fold keeps all its styles inline', () => {
  const body = '<header class="top">Hi</header>';
  expect(deferStyles(css, body)).toEqual({ css, body });
});

test("the theme's tokens the first screen reads stay inline; those only the rest reads go with it, under their own selectors", () => {
  const body = '<header class="top" style="border-color:var(--line)">Hi</header><section class="card" data-below-fold="">More</section>';
  const css =
    ':root{--ink: #111;--gap: 4px;--pad: var(--gap);--line: #ccc;--deep: #000;color-scheme:light}' +
    '@media(prefers-color-scheme:dark){:root{--ink: #eee;--deep: #fff}}.top{color:var(--ink);padding:var(--pad)}.card{color:var(--deep)}';
  const { css: inline, file } = deferStyles(css, body);
  // --gap through --pad, --line through the markup.
  expect(inline).toBe(
    ':root{--ink: #111;--gap: 4px;--pad: var(--gap);--line: #ccc;color-scheme:light}@media(prefers-color-scheme:dark){:root{--ink: #eee}}.top{color:var(--ink);padding:var(--pad)}',
  );
  expect(file?.[1]).toBe(':root{--deep: #000}@media(prefers-color-scheme:dark){:root{--deep: #fff}}.card{color:var(--deep)}');
});
