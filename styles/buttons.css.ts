import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.large,
  border: `${vars.borderWidth.medium} solid transparent`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.body,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
});

/** Buttons and button-styled links share one look: `className={button.primary}`. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.secondary,
      color: vars.color.onSecondary,
      selectors: { '&:hover': { filter: 'brightness(1.1)' } },
    },
  ],
  outline: [
    base,
    {
      background: 'transparent',
      borderColor: vars.color.primary,
      color: vars.color.primary,
      selectors: { '&:hover': { background: vars.color.primarySoft } },
    },
  ],
  quiet: [
    base,
    {
      background: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.text,
      selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
    },
  ],
});
