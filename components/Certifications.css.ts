import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { listReset } from '../styles/listReset.css';
import { hairline } from '../styles/borders';

// On a phone a list divided by hairlines, full width; from two columns up, framed entries.
export const grid = style([
  listReset,
  {
    display: 'grid',
    borderBlock: hairline,
    '@media': { [medium]: { gap: vars.space.small, borderBlock: 'none' } },
  },
]);
balancedGrid(grid, [
  [medium, 2],
  [desktop, 3],
]);

/** A compact entry: its title, who issued it and when, then its code and where to check it. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // The date closes the issuer's line, so the title has the card's width: beside the title, the
  // date squeezed long ones onto three lines.
  gridTemplateAreas: '"title title" "issuer date" "credential credential" "link link"',
  // The link takes what is left, so cards side by side end it on one line.
  gridTemplateRows: 'auto auto auto 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  selectors: { '& + &': { borderTop: hairline } },
  '@media': {
    [medium]: {
      padding: `${vars.space.small} ${vars.space.medium}`,
      border: hairline,
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
    },
  },
});

export const title = style({
  gridArea: 'title',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const date = style({ gridArea: 'date', alignSelf: 'center', whiteSpace: 'nowrap' });

export const issuer = style({ gridArea: 'issuer', color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const credential = style({
  gridArea: 'credential',
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  overflowWrap: 'anywhere',
});

export const link = style({
  gridArea: 'link',
  alignSelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: 'fit-content',
  minHeight: vars.size.compactTarget,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const linkIcon = style({ width: '1.1em', height: '1.1em' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  color: vars.color.textMuted,
});
