import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';

/** The content below a page heading, on every page but home. */
export const body = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.huge}`,
  '@media': { [desktop]: { paddingInline: vars.space.xlarge } },
});
