import { style } from '@vanilla-extract/css';
import { accentRule } from './borders';
import { vars } from './theme.css';
import { medium } from './media';

/** A quote set large beside the accent rule, between a page's sections. */
export const pullQuote = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: accentRule,
  fontSize: vars.fontSize.h4,
  '@media': { [medium]: { paddingInlineStart: vars.space.large, fontSize: vars.fontSize.h3 } },
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
