import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { scriptsOff } from '../styles/scripting';
import { iconButton } from '../styles/controls.css';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';
import { pageColumn } from '../styles/pageColumn.css';

export const root = style({
  borderTop: hairline,
  background: vars.color.surfaceMuted,
});

export const inner = style([
  pageColumn,
  {
    display: 'grid',
    gap: vars.space.large,
    alignItems: 'center',
    paddingTop: vars.space.xxlarge,
    paddingBottom: vars.space.xlarge,
    // The footer's three columns want the desktop's side room from tablet width on.
    '@media': { [medium]: { gridTemplateColumns: 'auto 1fr auto', paddingInline: vars.space.xlarge } },
  },
]);

export const identity = style({ display: 'grid', gap: vars.space.xxsmall });

export const name = style({
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.h4,
  letterSpacing: '-0.01em',
});

export const tagline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const links = style([
  listReset,
  {
    // Phones: an even grid whose first column's text lines up with the name above it.
    display: 'grid',
    gridTemplateColumns: 'repeat(3, max-content)',
    gap: vars.space.xxsmall,
    marginInline: `calc(-1 * ${vars.space.small})`,
    '@media': { [medium]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', marginInline: 0 } },
  },
]);

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
    selectors: { [`${scriptsOff} &, &[hidden]`]: { display: 'none' } },
  },
]);

export const copyright = style({
  gridColumn: '1 / -1',
  paddingTop: vars.space.medium,
  borderTop: hairline,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
