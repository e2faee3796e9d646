import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';
import { borderedSurface } from '../styles/borderedSurface.css';
import { scrollFadeAttribute } from './hooks/scroll-fade';

// Desktop: the chapter list beside a reading column of about 65 characters a line.
export const root = style({
  display: 'grid',
  '@media': {
    [desktop]: {
      gridTemplateColumns: `${vars.size.chapterNav} minmax(0, ${vars.size.reading})`,
      // From the page's left edge, as the heading above: centred, the list stood indented past it.
      justifyContent: 'start',
      columnGap: vars.space.xxxlarge,
    },
  },
});

// Phones read straight down: the list would only push Chapter 1 off the first screen.
export const nav = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + ${vars.space.large})`,
      alignSelf: 'start',
      paddingInlineStart: vars.space.small,
      borderInlineStart: hairline,
    },
  },
});

export const navList = style([listReset, { display: 'grid', gap: vars.space.xxsmall }]);

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, background: vars.color.primarySoft },
    // Colour only, no bolder weight: a rewrapped entry would shift the list as the reader scrolls.
    '&[aria-current="true"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const reading = style({ display: 'grid', gap: vars.space.xxlarge, maxWidth: vars.size.reading });

export const intro = style({
  margin: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.secondarySoft})`,
});

export const introQuote = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const introAttribution = style({ marginTop: vars.space.small, color: vars.color.textMuted });

export const chapter = style({
  display: 'grid',
  gap: vars.space.medium,
  fontSize: vars.fontSize.lead,
  // A chapter reached by its anchor lands below the fixed header.
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.large})`,
  selectors: {
    // client/scroll-fade.ts marks chapters below the first screen pending, then shown once 10% of one
    // is visible. Only showing animates: a chapter being hidden at load must not fade away.
    [`&[${scrollFadeAttribute}="pending"]`]: { opacity: 0, transform: `translateY(${vars.space.large})` },
    [`&[${scrollFadeAttribute}="shown"]`]: {
      transition: `opacity ${vars.duration.slow} ease-out, transform ${vars.duration.slow} ease-out`,
    },
  },
});

export const title = style({ fontSize: vars.fontSize.h2, fontWeight: vars.fontWeight.heavy });

export const picture = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

// Drawn in the light theme's colours: dimmed in the dark one, as the hero's scene is.
export const pictureImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  border: hairline,
  filter: vars.color.artworkFilter,
});

export const pictureCaption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const questions = style({ display: 'grid', gap: vars.space.large, margin: 0 });

export const question = style([
  borderedSurface,
  { display: 'grid', gap: vars.space.xsmall, padding: vars.space.large, borderRadius: vars.radius.medium },
]);

export const questionText = style({ fontWeight: vars.fontWeight.bold });

export const answer = style({ margin: 0, color: vars.color.textMuted });
