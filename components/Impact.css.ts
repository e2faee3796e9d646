import { cardGrid } from '../styles/surfaces.css';
import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';
import { pullQuote } from '../styles/pullQuote.css';

export const quote = style([pullQuote, { maxWidth: vars.size.wide }]);

export const grid = style([cardGrid]);
balancedGrid(grid, [[desktop, 3]]);

export const more = style({ justifySelf: 'start' });
