import { globalStyle } from '@vanilla-extract/css';

/**
 * Where the cards of a short last row go (each column is two tracks, so a card can start half a
 * column in). Centred: the cards keep the others' width and stand in the middle of their row, a
 * lone card of two columns at tracks 2-3, of three at 3-4, a pair of three at 2-5. Filled: they
 * widen to reach both edges, a lone card across the row, a pair of three one and a half columns each.
 */
const lastRow = {
  centre: {
    2: { ':last-child:nth-child(odd)': '2 / span 2' },
    3: {
      ':last-child:nth-child(3n + 1)': '3 / span 2',
      ':nth-last-child(2):nth-child(3n + 1)': '2 / span 2',
      ':last-child:nth-child(3n + 2)': '4 / span 2',
    },
  },
  fill: {
    2: { ':last-child:nth-child(odd)': 'span 4' },
    3: {
      ':last-child:nth-child(3n + 1)': 'span 6',
      ':nth-last-child(2):nth-child(3n + 1)': 'span 3',
      ':last-child:nth-child(3n + 2)': 'span 3',
    },
  },
} as const;

/**
 * A card grid whose short last row looks meant: with a count the columns do not divide, the last
 * cards stand centred at the others' width (`centre`), or widen to fill their row (`fill`, for a
 * card that lays itself out differently when it has a row to itself: `lastRowAlone`). Each column
 * is two tracks, so a card can sit half a column in. Call from a `.css.ts` file, with the grid's
 * class and its column count at each breakpoint (narrowest first, `null` for every width); below
 * the first, the cards stack in one column.
 */
export function balancedGrid(
  grid: string,
  columnsAt: readonly (readonly [media: string | null, columns: 2 | 3])[],
  shortRow: keyof typeof lastRow = 'centre',
) {
  const placed = new Set<string>();
  for (const [media, columns] of columnsAt) {
    // null: at every width, as plain rules, which the breakpoints' come after.
    const at = (rules: { gridTemplateColumns: string } | { gridColumn: string }) => (media ? { '@media': { [media]: rules } } : rules);
    globalStyle(grid, at({ gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))` }));
    globalStyle(`${grid} > *`, at({ gridColumn: 'span 2' }));
    const places: Record<string, string> = lastRow[shortRow][columns];
    // A position a narrower breakpoint placed is put back here, as the same selector, so it wins;
    // before this breakpoint's own, so where both match, this breakpoint's place wins.
    for (const position of placed) {
      if (!(position in places)) globalStyle(`${grid} > ${position}`, at({ gridColumn: 'span 2' }));
    }
    for (const [position, place] of Object.entries(places)) {
      globalStyle(`${grid} > ${position}`, at({ gridColumn: place }));
      placed.add(position);
    }
  }
}

/** The selector of a card that has a row of two columns to itself: its grid's last, when the count is odd. */
export const lastRowAlone = ':last-child:nth-child(odd)';
