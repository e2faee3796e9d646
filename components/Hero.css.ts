import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';

export const root = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'center',
  minHeight: 'min(92vh, 52rem)',
  marginTop: `calc(-1 * ${vars.size.headerHeight})`,
  paddingTop: vars.size.headerHeight,
  background: `radial-gradient(60rem 30rem at 85% 10%, ${vars.color.secondarySoft}, transparent 70%), radial-gradient(50rem 30rem at 0% 100%, ${vars.color.primarySoft}, transparent 70%)`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.space.medium}`,
  '@media': { [desktop]: { paddingInline: vars.space.xlarge } },
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

export const scrollCue = style({
  position: 'absolute',
  insetBlockEnd: vars.space.large,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: 'max-content',
  marginInline: 'auto',
  padding: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});
