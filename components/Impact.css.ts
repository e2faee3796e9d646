import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';

export const quote = style({
  margin: 0,
  maxWidth: '48rem',
  paddingInlineStart: vars.space.large,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const more = style({ justifySelf: 'start' });
