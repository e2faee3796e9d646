import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { scriptsOff } from '../styles/scripting';
import { borderedSurface } from '../styles/borderedSurface.css';

/** The spec's preview: US letter, 8.5 by 11. */
const resumeAspectRatio = '8.5 / 11';

export const sheet = style([
  borderedSurface,
  {
    position: 'relative',
    width: '100%',
    maxWidth: vars.size.sheet,
    marginInline: 'auto',
    aspectRatio: resumeAspectRatio,
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    boxShadow: vars.color.shadow,
  },
]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({
  position: 'absolute',
  inset: 0,
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

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

// The frame client/resume-viewer.ts creates fades in over the spec's 500 ms.
globalStyle(`${sheet} > iframe`, {
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  animation: `${fadeIn} ${vars.duration.slow} ease-out`,
});
