import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { balancedGrid } from '../styles/balancedGrid';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';

export const root = style({ display: 'grid', gap: vars.space.xxlarge });

export const grid = style([listReset, { display: 'grid', gap: vars.space.medium, '@media': { [medium]: { gap: vars.space.large } } }]);
// Two columns on a phone, three from medium width; a short last row stands centred, every tile one size.
balancedGrid(grid, [
  [null, 2],
  [medium, 3],
]);

// The caption right under its picture; a longer neighbouring caption leaves the room below, not between.
export const figure = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall, margin: 0 });

/**
 * Every picture whole: the tiles have the artwork's shape, and a photo of another shape is framed
 * in it (contained, never cropped through a face). Drawn in the light theme's colours: dimmed in
 * the dark one, as the story's pictures are.
 */
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  border: hairline,
  filter: vars.color.artworkFilter,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const videos = style({ display: 'grid', gap: vars.space.large });

export const videosTitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const videoGrid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
