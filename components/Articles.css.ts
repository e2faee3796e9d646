import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { cardGrid, card as cardSurface } from '../styles/surfaces.css';
import { listReset } from '../styles/listReset.css';

export const grid = style([listReset, cardGrid]);
balancedGrid(grid, [[medium, 2]]);

export const item = style({ position: 'relative' });

export const card = style([
  cardSurface,
  {
    position: 'relative',
    height: '100%',
    gap: vars.space.small,
    // On a phone the date beside the way to read it, under the description: one line fewer than a
    // date on top. On a desktop the date leads, and the card keeps the height its popover needs.
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"title title" "description description" "read date"',
    alignItems: 'center',
    '@media': {
      [desktop]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"date" "title" "description" "read"',
        alignItems: 'normal',
      },
    },
    color: vars.color.text,
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: { '&:hover': { borderColor: vars.color.primary, transform: 'translateY(-2px)' } },
  },
]);

export const dateIcon = style({ width: '1em', height: '1em' });

export const date = style({ gridArea: 'date' });

export const title = style({
  gridArea: 'title',
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  gridArea: 'description',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
});

export const read = style({
  gridArea: 'read',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
});

export const readIcon = style({ width: '1.1em', height: '1.1em' });

export const popover = style({
  position: 'absolute',
  zIndex: vars.layer.raised,
  inset: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  overflow: 'hidden',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.hairline} solid ${vars.color.primary}`,
  background: vars.color.raised,
  boxShadow: vars.color.shadow,
  fontSize: vars.fontSize.small,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const popoverTitle = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const popoverLink = style([read, { marginTop: vars.space.xxsmall }]);

export const profile = style({ justifySelf: 'start' });
