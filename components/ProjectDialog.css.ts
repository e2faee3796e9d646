import { style } from '@vanilla-extract/css';
import { backdrop, vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { borderedSurface } from '../styles/borderedSurface.css';

/** The spec's modal limit: never taller than 80% of the viewport. */
const dialogMaxHeight = '80vh';

export const dialog = style([
  borderedSurface,
  {
    width: `min(${vars.size.wide}, calc(100vw - ${vars.space.medium}))`,
    maxWidth: 'none',
    maxHeight: dialogMaxHeight,
    // No padding: a click that lands on the dialog element itself is a click on the backdrop.
    padding: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderRadius: vars.radius.large,
    color: vars.color.text,
    boxShadow: vars.color.shadow,
    selectors: { '&::backdrop': { background: backdrop.color, backdropFilter: `blur(${backdrop.blur})` } },
  },
]);

export const panel = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `${vars.space.large} ${vars.space.medium}`,
  '@media': { [medium]: { padding: vars.space.xlarge } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.raised,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  // Phones: a slim header, so the title keeps to two lines above the scrolling details.
  alignItems: 'center',
  gap: vars.space.small,
  margin: `calc(-1 * ${vars.space.large}) calc(-1 * ${vars.space.medium}) 0`,
  padding: `${vars.space.small} ${vars.space.xsmall} ${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: hairline,
  '@media': {
    [medium]: {
      // From tablet width Copy link and Close keep to the title's row, and a long title wraps instead.
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      margin: `calc(-1 * ${vars.space.xlarge}) calc(-1 * ${vars.space.xlarge}) 0`,
      padding: `${vars.space.large} ${vars.space.xlarge}`,
    },
  },
});

export const title = style({
  minWidth: 0,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  '@media': { [medium]: { fontSize: vars.fontSize.h3 } },
});

/** Copy link and Close. */
export const tools = style({
  display: 'flex',
  // At 320 px Copy link and Close do not fit on one row: Close wraps under it, not off the edge.
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  paddingInline: vars.space.small,
});

/** Copy link's confirmation, on a row of its own under the title. */
export const copyStatus = style({
  flexBasis: '100%',
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  // Rendered even when empty, as a live region must be; its row then takes no room.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.medium})` } },
});

/** 'Loading…' while the details are on their way, or why they are not. */
export const status = style({
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const body = style({ display: 'grid', gap: vars.space.medium });
