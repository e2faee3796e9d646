import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { pageColumn } from '../styles/pageColumn.css';

/** The content below a page heading, on every page but home. */
export const body = style([
  pageColumn,
  { display: 'grid', gap: vars.space.xxlarge, paddingTop: vars.space.medium, paddingBottom: vars.space.huge },
]);
