import { style } from '@vanilla-extract/css';
import { backdrop, vars } from '../styles/theme.css';
import { desktop, phoneAndTablet } from '../styles/media';
import { scriptsOff, scriptsOn } from '../styles/scripting';
import { iconButton } from '../styles/controls.css';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';
import { pageColumn } from '../styles/pageColumn.css';
import { scrolledAttribute } from './hooks/header';

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.layer.header,
  background: 'transparent',
  borderBottom: `${vars.borderWidth.hairline} solid transparent`,
  transition: `background-color ${vars.duration.medium}, border-color ${vars.duration.medium}, box-shadow ${vars.duration.medium}`,
  selectors: {
    // Set by client/header.ts once the page has scrolled past the threshold.
    [`&[${scrolledAttribute}]`]: {
      background: vars.color.headerScrolled,
      backdropFilter: `blur(${vars.blur.header}) saturate(1.4)`,
      WebkitBackdropFilter: `blur(${vars.blur.header}) saturate(1.4)`,
      borderBottomColor: vars.color.border,
      boxShadow: vars.color.shadow,
    },
    // The open menu's scrim, the dialog's shade: under the header, over the page. A click on it lands on
    // the header, outside the menu, so client/menu.ts closes the menu and nothing under it is pressed.
    '&:has([aria-expanded="true"])::before': {
      '@media': {
        [phoneAndTablet]: {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: '100%',
          height: '100vh',
          background: backdrop.color,
          backdropFilter: `blur(${backdrop.blur})`,
        },
      },
    },
    // Without scripts the phone layout shows every link in a second row, so the header takes its own space.
    // It is then a solid bar, so the hero's glow does not start halfway down it.
    [`${scriptsOff} &`]: {
      '@media': { [phoneAndTablet]: { position: 'relative', background: vars.color.background, borderBottomColor: vars.color.border } },
    },
  },
});

export const bar = style([
  pageColumn,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.small,
    minHeight: vars.size.headerHeight,
    '@media': { [desktop]: { flexWrap: 'nowrap', columnGap: vars.space.large } },
  },
]);

export const brand = style({
  marginInlineEnd: 'auto',
  paddingBlock: vars.space.small,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    [`${scriptsOff} &`]: { '@media': { [phoneAndTablet]: { order: 3, flexBasis: '100%' } } },
  },
});

export const menuToggle = style([
  iconButton,
  {
    '@media': { [desktop]: { display: 'none' } },
    selectors: { [`${scriptsOff} &`]: { display: 'none' } },
  },
]);

export const openIcon = style({
  selectors: { [`${menuToggle}[aria-expanded="true"] &`]: { display: 'none' } },
});

export const closeIcon = style({
  selectors: { [`${menuToggle}[aria-expanded="false"] &`]: { display: 'none' } },
});

export const menu = style([
  listReset,
  {
    '@media': {
      [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.xxsmall },
      [phoneAndTablet]: {
        position: 'absolute',
        insetBlockStart: '100%',
        insetInline: 0,
        display: 'grid',
        padding: vars.space.small,
        background: vars.color.surface,
        borderBottom: hairline,
        boxShadow: vars.color.shadow,
      },
    },
    selectors: {
      [`${scriptsOn} ${menuToggle}[aria-expanded="false"] ~ &`]: {
        '@media': { [phoneAndTablet]: { display: 'none' } },
      },
      [`${scriptsOff} &`]: {
        '@media': {
          [phoneAndTablet]: {
            position: 'static',
            display: 'flex',
            // Wrapped rows rather than one wide row: nothing off-screen, no sideways scroll.
            flexWrap: 'wrap',
            // Link text lines up with the name above; the Resume pill steps back in below.
            marginInline: `calc(-1 * ${vars.space.small})`,
            padding: `0 0 ${vars.space.xsmall}`,
            background: 'transparent',
            border: 'none',
            boxShadow: 'none',
          },
        },
      },
    },
  },
]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const resumeLink = style([
  link,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.fontWeight.semibold,
    '@media': {
      [desktop]: { marginInlineStart: vars.space.xsmall },
      [phoneAndTablet]: { justifyContent: 'center', marginBlockStart: vars.space.xsmall },
    },
    selectors: {
      '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary },
      [`${scriptsOff} &`]: { '@media': { [phoneAndTablet]: { marginBlockStart: 0, marginInlineStart: vars.space.small } } },
    },
  },
]);
