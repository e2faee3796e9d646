import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const group = style({ display: 'grid', gap: vars.space.large });

export const groupTitle = style({ fontSize: vars.fontSize.h2, fontWeight: vars.fontWeight.heavy });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
