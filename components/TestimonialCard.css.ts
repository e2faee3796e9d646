import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { borderedSurface } from '../styles/borderedSurface.css';

const base = style([
  borderedSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.medium,
    margin: 0,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    borderTopWidth: vars.borderWidth.thick,
    boxShadow: vars.color.shadow,
  },
]);

/** The spec alternates primary and secondary cards. */
export const card = styleVariants({
  primary: [base, { borderTopColor: vars.color.primary }],
  secondary: [base, { borderTopColor: vars.color.secondary }],
});

export const icon = style({
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  selectors: {
    [`${card.primary} &`]: { color: vars.color.primary },
    [`${card.secondary} &`]: { color: vars.color.secondary },
  },
});

export const quote = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const headline = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const content = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const caption = style({ display: 'grid', gap: vars.space.xxsmall, marginTop: 'auto' });

export const author = style({ fontWeight: vars.fontWeight.bold });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
