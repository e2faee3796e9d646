import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { card as cardSurface } from '../styles/surfaces.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({ position: 'relative' });

export const card = style([
  cardSurface,
  {
    height: '100%',
    gap: vars.space.small,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: { '&:hover': { borderColor: vars.color.primary, transform: 'translateY(-2px)' } },
  },
]);

export const dateIcon = style({ width: '1em', height: '1em' });

export const title = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
});

export const read = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
});

export const readIcon = style({ width: '1.1em', height: '1.1em' });

export const popover = style({
  position: 'absolute',
  zIndex: 20,
  insetInline: vars.space.medium,
  top: `calc(100% + ${vars.space.xsmall})`,
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.color.shadow,
  fontSize: vars.fontSize.small,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const popoverTitle = style({ fontWeight: vars.fontWeight.bold });

export const popoverLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const profile = style({ justifySelf: 'start' });
