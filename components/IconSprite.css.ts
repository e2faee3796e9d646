import { style } from '@vanilla-extract/css';

// Zero-sized rather than display:none, which some browsers apply to the symbols' uses too.
export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });
