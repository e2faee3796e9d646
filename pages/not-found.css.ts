import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.large,
  // Tall enough to centre the notice, short enough that on a phone the page fits its screen and does not scroll.
  minHeight: `min(60vh, ${vars.size.notice})`,
  padding: `${vars.space.xxxlarge} ${vars.space.medium}`,
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.fontSize.h2 });
