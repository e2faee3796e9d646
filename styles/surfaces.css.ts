import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The raised surface every card shares. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.color.shadow,
});

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

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
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
