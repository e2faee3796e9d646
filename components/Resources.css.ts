import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const title = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.textMuted });
