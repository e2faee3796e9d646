import path from 'node:path';
import { expect, test } from 'vitest';
import { compileMarkdownFile } from '../../generator/content/markdown-plugin';
import { root } from '../../generator/paths';
import { isAllowedProseHref } from '../../data/prose';

const biography = 'data/biography.md';

async function problems(source: string) {
  const result = await compileMarkdownFile(path.join(root, biography), source);
  return result.ok ? [] : result.errors.map((error) => `${error.location?.file}:${error.location?.line}: ${error.text}`);
}

test('a link a browser would read as another site is refused with file:line, however it is spelt', async () => {
  const spellings = [
    ['Read [notes](/&#9;/evil.example/resume/).', '/\\t/evil.example/resume/'],
    ['Read [notes](/&#10;/evil.example/resume/).', '/\\n/evil.example/resume/'],
    ['Read [notes](</\t/evil.example/resume/>).', '/\\t/evil.example/resume/'],
    ['Read [notes](</&#13;/evil.example/>).', '/\\r/evil.example/'],
    ['Read [notes](&#32;//evil.example/).', ' //evil.example/'],
  ];
  for (const [line, shown] of spellings) {
    expect(await problems(`Intro.\n\n${line}\n`), line).toEqual([
      `${biography}:3: link "notes" goes to "${shown}": use an https:// address, mailto:, tel: or a path on this site (/my-story/)`,
    ]);
  }
});

test('a link over plain http:// is refused, as the README says: https only', async () => {
  expect(await problems('See [the farm](http://example.com/farm).\n')).toEqual([
    `${biography}:1: link "the farm" goes to "http://example.com/farm": use an https:// address, mailto:, tel: or a path on this site (/my-story/)`,
  ]);
});

test('links that stay on the site, or go to https, mail or a phone, are kept', async () => {
  for (const href of [
    '/my-story/',
    '/projects/tujue-ukulima/#story',
    '#contact',
    'https://example.com/a?b=c',
    'mailto:me@example.com',
    'tel:+254700000000',
  ])
    expect(isAllowedProseHref(href), href).toBe(true);
});

/** A small seeded generator, so a failure names a spelling that can be tried again. */
function* spellings(count: number, seed = 20) {
  const pieces = [
    '/',
    '//',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u000c',
    '\u001f',
    '\u007f',
    '\u00a0',
    '\u2028',
    '\ufeff',
    '\uff0f',
    'evil.example',
    '.',
    '..',
    ':',
    '@',
    '#',
    '?',
    '%2F',
    '%5C',
    '%09',
    '%2e',
    'https:',
    'HTTPS:',
    'http:',
    'javascript:',
    'JaVaScRiPt:',
    'data:',
    'mailto:',
    'tel:',
    'vbscript:',
    'https://',
    'my-story',
    'x',
  ];
  // mulberry32: small, and its low bits vary, unlike a plain linear congruential generator's.
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
  for (let index = 0; index < count; index += 1) {
    const length = 1 + (next() % 6);
    yield Array.from({ length }, () => pieces[next() % pieces.length]).join('');
  }
}

const site = new URL('https://site.invalid/projects/x/');

test('no generated spelling that is allowed takes a browser off the site, or to a scheme other than https, mailto and tel', () => {
  const wrong: string[] = [];
  for (const href of spellings(40_000)) {
    if (!isAllowedProseHref(href)) continue;
    // Node's URL is the WHATWG parser browsers use: tabs and newlines dropped, backslashes as slashes.
    let target: URL;
    try {
      target = new URL(href, site);
    } catch {
      wrong.push(`${JSON.stringify(href)} does not parse`);
      continue;
    }
    const onSite = target.origin === site.origin;
    if (onSite && !/^[/#]/.test(href)) wrong.push(`${JSON.stringify(href)} is relative to the page`);
    if (!onSite && !['https:', 'mailto:', 'tel:'].includes(target.protocol))
      wrong.push(`${JSON.stringify(href)} goes to ${target.protocol}`);
    if (!onSite && href.startsWith('/')) wrong.push(`${JSON.stringify(href)} looks like a path and goes to ${target.origin}`);
    if (!onSite && target.protocol === 'https:' && !href.toLowerCase().startsWith('https://'))
      wrong.push(`${JSON.stringify(href)} hides its site ${target.host}`);
  }
  expect([...new Set(wrong)].slice(0, 20)).toEqual([]);
});
