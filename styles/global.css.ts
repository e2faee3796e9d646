import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { reducedMotion } from './media';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Anchored sections stop below the fixed header instead of under it.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.medium})`,
  WebkitTextSizeAdjust: '100%',
  '@media': {
    [`not ${reducedMotion}`]: { scrollBehavior: 'smooth' },
  },
});

// While a modal dialog is open the page behind it stays put.
globalStyle('html:has(dialog[open])', { overflow: 'hidden' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.015em',
  margin: 0,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.2em' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
  borderRadius: vars.radius.small,
});

globalStyle('::selection', { background: vars.color.primarySoft, color: vars.color.text });

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
