import { style } from '@vanilla-extract/css';
import { desktop } from './media';
import { vars } from './theme.css';

/**
 * The column every page's content shares, so the header, sections and footer line up: centred,
 * at most the content width, with room at the sides that grows on a desktop. Compose it and set
 * only the block padding, so its inline padding stays its own.
 */
export const pageColumn = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': { [desktop]: { paddingInline: vars.space.xlarge } },
});
