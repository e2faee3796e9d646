import { style } from '@vanilla-extract/css';
import { borderedSurface } from './borderedSurface.css';
import { vars } from './theme.css';

/** A square, icon-only button at least one tap target wide. */
export const iconButton = style([
  borderedSurface,
  {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.tapTarget,
    height: vars.size.tapTarget,
    padding: 0,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    },
  },
]);
