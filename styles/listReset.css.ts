import { style } from '@vanilla-extract/css';

/** A list laid out as a grid or a row: no bullets, no indent. */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });
