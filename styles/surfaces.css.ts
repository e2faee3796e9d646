import { style } from '@vanilla-extract/css';
import { borderedSurface } from './borderedSurface.css';
import { vars } from './theme.css';
import { medium } from './media';

/** The raised surface every card shares. */
export const card = style([
  borderedSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.small,
    // On a phone the text gets the width: a card's edge is enough to frame it.
    padding: vars.space.medium,
    '@media': { [medium]: { gap: vars.space.medium, padding: vars.space.large } },
    borderRadius: vars.radius.large,
    boxShadow: vars.color.shadow,
  },
]);

/** A grid of cards: closer together on a phone, where they stack and every gap is height. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [medium]: { gap: vars.space.large } },
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

/** Someone's initials in a round mark, where their photo would be: a testimonial's author, the owner in the hero. */
export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.face,
  height: vars.size.face,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  lineHeight: 1,
});

/** A heading-sized icon tile. */
export const iconTile = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  '@media': { [medium]: { width: vars.space.xxlarge, height: vars.space.xxlarge } },
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
