import { globalStyle } from '@vanilla-extract/css';

/** Where a card must start for its row to be centred: a lone last one of two columns, the last one or two of three. */
const centred = {
  2: { ':last-child:nth-child(odd)': '2 / span 2' },
  3: { ':last-child:nth-child(3n + 1)': '3 / span 2', ':nth-last-child(2):nth-child(3n + 1)': '2 / span 2' },
} as const;
const positions = [...new Set(Object.values(centred).flatMap((starts) => Object.keys(starts)))];

/**
 * A card grid whose last row is centred: with an odd count a lone last card sits in the middle of
 * its row, not at its left, so any count looks meant. Each column is two tracks and each card
 * spans two, so a card can start half a column in, whatever the gap. Call from a `.css.ts`
 * file, with the grid's class and its column count at each breakpoint (narrowest first); below
 * the first, the cards stack in one column.
 */
export function balancedGrid(grid: string, columnsAt: readonly (readonly [media: string, columns: 2 | 3])[]) {
  for (const [media, columns] of columnsAt) {
    globalStyle(grid, { '@media': { [media]: { gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))` } } });
    globalStyle(`${grid} > *`, { '@media': { [media]: { gridColumn: 'span 2' } } });
    const starts: Record<string, string> = centred[columns];
    // Every position a narrower breakpoint moved is set again here, as the same selector, so it wins.
    for (const position of positions) {
      globalStyle(`${grid} > ${position}`, { '@media': { [media]: { gridColumn: starts[position] ?? 'span 2' } } });
    }
  }
}
