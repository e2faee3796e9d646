import { expect, test } from 'vitest';
import { socialPreviewSvg } from '../../generator/assets/social-preview';
import { glyphsOf, textPath } from '../../generator/assets/text-paths';
import { fitText } from '../../generator/assets/text-fit';
import { site } from '../../data/site';

/** The x of every point in each drawn path of the card, in document order (name, headline, tagline). */
function textExtents(svg: string) {
  return [...svg.matchAll(/<path d="([^"]*)" fill=/g)].map((match) => {
    const numbers = (match[1] ?? '').match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    // Not Math.min(...xs): a long name's path has more points than a call takes arguments.
    const least = (values: number[]) => values.reduce((a, b) => Math.min(a, b), Infinity);
    const most = (values: number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity);
    return { left: least(xs), right: most(xs), top: least(ys), bottom: most(ys) };
  });
}

test.each([400, 700, 800] as const)('Kikuyu names have real glyphs at weight %i, never the missing-glyph box', (weight) => {
  for (const name of ['Wanjikũ Kĩmani', 'Wanjiku\u0303 Ki\u0303mani']) {
    const missing = glyphsOf(name, weight).filter(({ glyph }) => glyph.index === 0);
    expect(missing.map(({ character }) => character)).toEqual([]);
  }
});

test('a name that fits is drawn at full size', () => {
  const name = textPath(site.name, { x: 96, y: 250, size: 88, weight: 800 });
  expect(socialPreviewSvg(site)).toContain(`<path d="${name.data}"`);
});

const tooLong = ' and beyond, one paragraph of words too many for one line';

test.each([
  ['a long name', { name: 'Wanjikũ Kĩmani Njeri-Wambugu wa Gĩthĩnji Mũrĩithi' }],
  ['a long name with no space', { name: 'Wanjikũ-Kĩmani-Njeri-Wambugu-wa-Gĩthĩnji-Mũrĩithi' }],
  ['a long headline and tagline', { name: 'Wanjikũ Kĩmani', headline: site.headline + tooLong, tagline: site.tagline + tooLong }],
])('%s stays inside the card, the name clear of the drone', (_, words) => {
  const [name, headline, tagline] = textExtents(socialPreviewSvg({ ...site, ...words }));
  expect(name!.left).toBeGreaterThanOrEqual(96);
  expect(name!.right).toBeLessThanOrEqual(896);
  // Below the accent bar, above the headline.
  expect(name!.top).toBeGreaterThan(130);
  expect(name!.bottom).toBeLessThan(headline!.top);
  for (const line of [headline!, tagline!]) expect(line.right).toBeLessThanOrEqual(1200 - 96);
  expect(headline!.bottom).toBeLessThan(tagline!.top);
});

// The owner's name is hostile input like any other: its length must not decide whether a build ends.
test('a 4,500-character name is fitted in two lines inside the card without hanging the build', { timeout: 30_000 }, () => {
  const name = 'ab '.repeat(1500).trim();
  const [drawn, headline] = textExtents(socialPreviewSvg({ ...site, name }));
  expect(drawn!.left).toBeGreaterThanOrEqual(96);
  expect(drawn!.right).toBeLessThanOrEqual(896);
  expect(drawn!.bottom).toBeLessThan(headline!.top);
});

test('a name is split into the two lines of most equal width', () => {
  const { lines } = fitText('Wanjikũ Kĩmani Njeri-Wambugu wa Gĩthĩnji Mũrĩithi', {
    weight: 800,
    size: 88,
    minSize: 56,
    maxWidth: 776,
    maxLines: 2,
  });
  expect(lines).toEqual(['Wanjikũ Kĩmani Njeri-Wambugu', 'wa Gĩthĩnji Mũrĩithi']);
});
