import { style } from '@vanilla-extract/css';
import { hairline } from './borders';
import { vars } from './theme.css';

/** A panel edged by a hairline on the page's surface colour: cards, sheets, tab bars, controls. */
export const borderedSurface = style({ border: hairline, background: vars.color.surface });
