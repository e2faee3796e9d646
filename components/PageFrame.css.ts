import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { phoneAndTablet } from '../styles/media';
import { scriptsOff } from '../styles/scripting';

export const main = style({
  flex: 1,
  paddingTop: vars.size.headerHeight,
  outline: 'none',
  selectors: {
    // The no-script phone header is in the flow (see Header.css.ts), so nothing hides under it.
    [`${scriptsOff} &`]: { '@media': { [phoneAndTablet]: { paddingTop: 0 } } },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.layer.skipLink,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const tooltip = style({
  position: 'fixed',
  zIndex: vars.layer.tooltip,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[hidden]': { display: 'none' } },
});
