import { expect, test } from 'vitest';
import { collections } from '../../data/content';
import { siteSchema } from '../../data/schema';
import { site } from '../../data/site';
import { contentProblems } from '../../generator/content/validate';

// A value a visitor cannot see, or sees in another order than it is written, is a mistake (or a
// spoof) the owner should hear about, as a missing value is.

function siteProblems(change: Partial<Record<keyof typeof site, unknown>>) {
  return contentProblems(
    collections.map((collection) => (collection.schema === siteSchema ? { ...collection, items: [{ ...site, ...change }] } : collection)),
  );
}

const invisible = 'holds nothing a visitor can see (only spaces, zero-width or direction characters)';

test.each([
  ['zero-width spaces', '\u200b\u200b'],
  ['a right-to-left mark', '\u200f'],
  ['a word joiner and a byte order mark', '\u2060\ufeff'],
])('a name of only %s is refused, naming the file and field', (_, name) => {
  expect(siteProblems({ name })).toEqual([`data/site.ts: site: field "name" ${invisible}`]);
});

test('a name whose letters a direction override shows in another order is refused', () => {
  expect(siteProblems({ name: 'Wanjiru \u202euramaK' })).toEqual([
    'data/site.ts: site: field "name" holds a direction override (U+202A-U+202E) that shows its letters in another order than written; remove it',
  ]);
});

test('names in right-to-left scripts, or with marks inside, are kept', () => {
  expect(siteProblems({ name: 'مريم أحمد' })).toEqual([]);
  expect(siteProblems({ name: 'Wanjikũ Kĩmani' })).toEqual([]);
});

test('the language must be a language tag', () => {
  expect(siteProblems({ language: 'english!' })).toEqual([
    'data/site.ts: site: field "language" is not a language tag such as en, sw or en-KE',
  ]);
  expect(siteProblems({ language: 'sw-KE' })).toEqual([]);
});
