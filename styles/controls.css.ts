import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A square, icon-only button at least one tap target wide. */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});
