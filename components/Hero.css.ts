import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { pageColumn } from '../styles/pageColumn.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  minHeight: `min(92vh, ${vars.size.heroMax})`,
  marginTop: `calc(-1 * ${vars.size.headerHeight})`,
  paddingTop: vars.size.headerHeight,
  // The last layer fades both glows into the page colour, so the hero has no bottom edge.
  background: `linear-gradient(to bottom, transparent 55%, ${vars.color.background}), radial-gradient(60rem 30rem at 85% 10%, ${vars.color.secondarySoft}, transparent 70%), radial-gradient(50rem 30rem at 0% 100%, ${vars.color.primarySoft}, transparent 70%)`,
});

export const inner = style([
  pageColumn,
  {
    display: 'grid',
    alignItems: 'center',
    gap: vars.space.large,
    width: '100%',
    paddingBlock: vars.space.large,
    '@media': {
      [desktop]: {
        gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
        gap: vars.space.xxlarge,
        paddingBlock: vars.space.xxlarge,
      },
    },
  },
]);

export const text = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  '@media': { [medium]: { gap: vars.space.large } },
});

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const bylineText = style({ display: 'grid', gap: vars.space.xxsmall });

export const name = style({
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const title = style({
  maxWidth: '14ch',
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.03em',
});

export const tagline = style({
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

/** The box the hero's image sits in: on phones it leads, so the headline still fits the first screen. */
export const media = style({
  display: 'flex',
  justifyContent: 'center',
  order: -1,
  '@media': { [desktop]: { order: 0 } },
});

// Drawn and photographed alike in the light theme's colours: dimmed in the dark one, as every picture is.
const figure = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  border: hairline,
  boxShadow: vars.color.shadow,
  filter: vars.color.artworkFilter,
});

// The drawn scene is cut to a banner on phones; it has no face to lose.
export const art = style([
  figure,
  {
    maxHeight: vars.size.heroBanner,
    objectFit: 'cover',
    '@media': { [medium]: { maxHeight: 'none' } },
  },
]);

// A photo keeps its own shape below the desktop layout, at the banner's height: never a strip
// cut from its top. Beside the text it fills the column's width at a height the first screen
// holds (a phone's 3:4 photo at full width pushed its end below it), cropped around where a face is.
export const portrait = style([
  figure,
  {
    width: 'auto',
    maxWidth: '100%',
    height: vars.size.heroBanner,
    // Only a photo wider than the column is cut, around its middle.
    objectFit: 'cover',
    '@media': {
      [desktop]: { width: '100%', height: 'min(62vh, 40rem)', objectPosition: '50% 30%' },
    },
  },
]);

// The <picture> around the photo is the flex item: as wide as the column, so the photo is too.
globalStyle(`${media} > picture:has(> ${portrait})`, { '@media': { [desktop]: { width: '100%' } } });

export const scrollCue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifySelf: 'center',
  marginBlockEnd: vars.space.large,
  padding: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});
