import { globalStyle, style } from '@vanilla-extract/css';
import { medium } from '../styles/media';
import { vars } from '../styles/theme.css';

// Cards in a row share its height; the image and text take what they need, the actions sit at the foot.
// On a phone the picture is a thumbnail beside the title, so six projects are not six screens.
export const card = style({
  alignItems: 'center',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.small,
  '@media': {
    [medium]: { padding: 0, overflow: 'hidden', gap: 0, alignItems: 'stretch', gridTemplateColumns: 'none', gridTemplateRows: 'auto 1fr' },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  // Dimmed in the dark theme, as every picture is: the art is drawn on white.
  filter: vars.color.artworkFilter,
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  '@media': { [medium]: { borderRadius: 0 } },
});

// On a phone its parts sit on the card's own grid: the title beside the thumbnail, the rest below both.
export const body = style({
  display: 'contents',
  '@media': {
    [medium]: {
      display: 'grid',
      alignContent: 'start',
      gridTemplateRows: 'auto auto auto 1fr',
      gap: vars.space.small,
      padding: vars.space.large,
    },
  },
});

export const title = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

globalStyle(`${body} > :not(${title})`, { gridColumn: '1 / -1' });

export const description = style({ fontWeight: vars.fontWeight.medium });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  alignContent: 'end',
  gap: vars.space.xsmall,
  '@media': { [medium]: { marginTop: vars.space.xsmall } },
});

export const linkIcon = style({ width: '1.1em', height: '1.1em' });
