import { globalStyle } from '@vanilla-extract/css';

/**
 * How the cards of a short last row span (each column is two tracks), so together they fill it:
 * a lone last card of two columns spans both; of three, a lone one spans all three and a pair
 * one and a half each.
 */
const filled = {
  2: { ':last-child:nth-child(odd)': 'span 4' },
  3: {
    ':last-child:nth-child(3n + 1)': 'span 6',
    ':nth-last-child(2):nth-child(3n + 1)': 'span 3',
    ':last-child:nth-child(3n + 2)': 'span 3',
  },
} as const;

/**
 * A card grid whose last row is always full: with a count the columns do not divide, the last
 * cards widen to fill their row instead of leaving a hole in it, so any count looks meant. Each
 * column is two tracks, so two cards can share a row of three. Call from a `.css.ts` file, with
 * the grid's class and its column count at each breakpoint (narrowest first); below the first,
 * the cards stack in one column. A card's own styles can lay out a widened card differently
 * (`lastRowAlone`).
 */
export function balancedGrid(grid: string, columnsAt: readonly (readonly [media: string, columns: 2 | 3])[]) {
  const widened = new Set<string>();
  for (const [media, columns] of columnsAt) {
    globalStyle(grid, { '@media': { [media]: { gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))` } } });
    globalStyle(`${grid} > *`, { '@media': { [media]: { gridColumn: 'span 2' } } });
    const spans: Record<string, string> = filled[columns];
    // A position a narrower breakpoint widened is narrowed again here, as the same selector, so it
    // wins; before this breakpoint's own, so where both match, this breakpoint's span wins.
    for (const position of widened) {
      if (!(position in spans)) globalStyle(`${grid} > ${position}`, { '@media': { [media]: { gridColumn: 'span 2' } } });
    }
    for (const [position, span] of Object.entries(spans)) {
      globalStyle(`${grid} > ${position}`, { '@media': { [media]: { gridColumn: span } } });
      widened.add(position);
    }
  }
}

/** The selector of a card that has a row of two columns to itself: its grid's last, when the count is odd. */
export const lastRowAlone = ':last-child:nth-child(odd)';
