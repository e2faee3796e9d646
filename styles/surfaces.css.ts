import { style } from '@vanilla-extract/css';
import { borderedSurface } from './borderedSurface.css';
import { vars } from './theme.css';

/** The raised surface every card shares. */
export const card = style([
  borderedSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    boxShadow: vars.color.shadow,
  },
]);

/** A small rounded label: dates, tags. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: 'fit-content',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** A heading-sized icon tile. */
export const iconTile = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
