import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { scriptsOff } from '../styles/colorMode';
import { iconButton } from '../styles/controls.css';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.space.medium} ${vars.space.xlarge}`,
  '@media': {
    [medium]: { gridTemplateColumns: 'auto 1fr auto', paddingInline: vars.space.xlarge },
  },
});

export const identity = style({ display: 'grid', gap: vars.space.xxsmall });

export const name = style({
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.h4,
  letterSpacing: '-0.01em',
});

export const tagline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const links = style({
  // Phones: an even grid whose first column's text lines up with the name above it.
  display: 'grid',
  gridTemplateColumns: 'repeat(3, max-content)',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  marginInline: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  '@media': { [medium]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', marginInline: 0 } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, background: vars.color.primarySoft } },
});

export const toTop = style([
  iconButton,
  {
    justifySelf: 'start',
    '@media': { [medium]: { justifySelf: 'end' } },
    selectors: { [`${scriptsOff} &`]: { display: 'none' } },
  },
]);

export const copyright = style({
  gridColumn: '1 / -1',
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
