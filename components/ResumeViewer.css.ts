import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { scriptsOff } from '../styles/scripting';
import { borderedSurface } from '../styles/borderedSurface.css';
import { resumeFailedAttribute } from './hooks/resume-viewer';

/** The spec's preview: US letter, 8.5 by 11. */
const resumeAspectRatio = '8.5 / 11';

/**
 * A mat around the page: in the dark theme the viewer's light page sits framed on it rather than
 * standing as a bare white slab. Its parts share one grid cell; the page's shape comes from ::before.
 */
export const sheet = style([
  borderedSurface,
  {
    position: 'relative',
    display: 'grid',
    width: '100%',
    maxWidth: vars.size.sheet,
    marginInline: 'auto',
    padding: vars.space.xsmall,
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    boxShadow: vars.color.shadow,
    selectors: { '&::before': { content: '""', gridArea: '1 / 1', aspectRatio: resumeAspectRatio } },
  },
]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({
  gridArea: '1 / 1',
  display: 'grid',
  // At the sheet's top, not its middle: a letter-size sheet is taller than most screens.
  alignContent: 'start',
  justifyContent: 'center',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.huge,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[hidden]': { display: 'none' },
    [`${scriptsOff} &`]: { display: 'none' },
  },
});

export const spinner = style({
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
});

/** What the sheet says when the preview cannot load. (Without scripts nothing can tell: the page's own Download Resume stays.) */
export const fallback = style({
  gridArea: '1 / 1',
  display: 'none',
  // In the sheet's middle at every width: at the top of a desktop's letter-size sheet it left ~900 px empty below.
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  textAlign: 'center',
  selectors: {
    [`[${resumeFailedAttribute}] &`]: { display: 'grid' },
  },
});

export const fallbackText = style({ maxWidth: vars.size.reading, fontSize: vars.fontSize.lead, color: vars.color.text });

export const fallbackLinks = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.small });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const frameRules = {
  gridArea: '1 / 1',
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  borderRadius: vars.radius.small,
  filter: vars.color.embedFilter,
} as const;

export const frame = style(frameRules);

// The frame client/resume-viewer.ts creates fades in over the spec's 500 ms.
globalStyle(`${sheet} > iframe`, { ...frameRules, animation: `${fadeIn} ${vars.duration.slow} ease-out` });
