import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';

export const root = style({ display: 'grid', gap: vars.space.xxlarge });

export const grid = style([
  listReset,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.medium,
    '@media': { [medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.large } },
  },
]);

// Three columns leave one or two images alone on the last row; wide items fill the rows instead.
const wide = [':first-child:nth-last-child(3n + 1)', ':last-child:nth-child(3n + 1)', ':last-child:nth-child(3n + 2)'];
export const item = style({
  display: 'grid',
  '@media': { [medium]: { selectors: { [wide.map((position) => `&${position}`).join(', ')]: { gridColumn: 'span 2' } } } },
});

// The caption right under its picture; a taller neighbour's caption leaves the room below, not between.
export const figure = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  alignContent: 'start',
  gap: vars.space.xsmall,
  margin: 0,
  // A wide image takes the room its row leaves, so there the caption is what keeps its own height.
  '@media': {
    [medium]: { selectors: { [wide.map((position) => `${item}${position} &`).join(', ')]: { gridTemplateRows: '1fr auto' } } },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  // A wide image takes its row's height from its neighbour rather than giving it one.
  '@media': {
    [medium]: {
      selectors: {
        [wide.map((position) => `${item}${position} &`).join(', ')]: { height: '100%', aspectRatio: 'auto', contain: 'size' },
      },
    },
  },
  borderRadius: vars.radius.medium,
  border: hairline,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const videos = style({ display: 'grid', gap: vars.space.large });

export const videosTitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const videoGrid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
