import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { hairline } from '../styles/borders';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  padding: `${vars.space.xxxlarge} ${vars.space.medium}`,
});

export const title = style({ fontSize: vars.fontSize.h2, color: vars.color.accent });

export const message = style({
  margin: 0,
  padding: vars.space.large,
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  border: hairline,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
});
