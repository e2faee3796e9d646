import { expect, test } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findSvgHazards } from '../../generator/assets/svg-safety';

const projectRoot = path.resolve(import.meta.dirname, '../..');

const hazards: [string, string, string][] = [
  ['a <script> element', '<script>alert(1)</script>', 'a <script> element'],
  ['a script in the XHTML namespace', '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>', 'a <h:script> element'],
  ['an event-handler attribute', '<rect width="1" height="1" onclick="alert(1)"/>', 'an event-handler attribute onclick="..." on <rect>'],
  ['a <foreignObject>', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>', 'a <foreignObject> element'],
  ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>', 'a javascript: URL in href="..." on <a>'],
  [
    'a javascript: xlink:href in mixed case',
    '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href=" JavaScript:alert(1)"><rect/></a>',
    'a javascript: URL in xlink:href="..." on <a>',
  ],
  [
    'a javascript: link hidden by character references and a tab',
    '<a href="java&#x09;scr&#105;pt:alert(1)"><rect/></a>',
    'a javascript: URL in href="..." on <a>',
  ],
  [
    'an animation that writes a javascript: link',
    '<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>',
    'a javascript: URL in to="..." on <set>',
  ],
  ['an XSLT stylesheet', '', 'a <?xml-stylesheet ...?> processing instruction'],
];

for (const [name, markup, what] of hazards) {
  test(`${name} is found, with its line`, () => {
    const prefix = name === 'an XSLT stylesheet' ? '<?xml-stylesheet type="text/xsl" href="evil.xsl"?>\n' : '';
    const svg = `${prefix}<svg xmlns="http://www.w3.org/2000/svg">\n${markup}\n</svg>`;
    expect(findSvgHazards(svg)).toContainEqual({ line: prefix ? 1 : 2, what });
  });
}

test('every SVG shipped in assets/ is clean', async () => {
  const files = (await readdir(path.join(projectRoot, 'assets'), { recursive: true })).filter((file) => file.endsWith('.svg'));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files)
    expect([file, findSvgHazards(await readFile(path.join(projectRoot, 'assets', file), 'utf8'))]).toEqual([file, []]);
});
