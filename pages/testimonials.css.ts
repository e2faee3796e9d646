import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { pullQuote } from '../styles/pullQuote.css';

export const quote = style([pullQuote, { color: vars.color.text }]);

export const group = style({ display: 'grid', gap: vars.space.large });

export const groupTitle = style({ fontSize: vars.fontSize.h2, fontWeight: vars.fontWeight.heavy });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
});
balancedGrid(grid, [[medium, 2]]);
