import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// Cards in a row share its height; the image and text take what they need, the actions sit at the foot.
export const card = style({ padding: 0, overflow: 'hidden', gap: 0, alignContent: 'stretch', gridTemplateRows: 'auto 1fr' });

export const image = style({ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover' });

export const body = style({
  display: 'grid',
  alignContent: 'start',
  gridTemplateRows: 'auto auto auto 1fr',
  gap: vars.space.small,
  padding: vars.space.large,
});

export const title = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const description = style({ fontWeight: vars.fontWeight.medium });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  alignContent: 'end',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
});

export const linkIcon = style({ width: '1.1em', height: '1.1em' });
