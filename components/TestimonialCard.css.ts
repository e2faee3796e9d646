import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { borderedSurface } from '../styles/borderedSurface.css';
import { hairline } from '../styles/borders';
import { medium } from '../styles/media';

const base = style([
  borderedSurface,
  {
    display: 'grid',
    gridTemplateRows: '1fr auto',
    gap: vars.space.medium,
    margin: 0,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    borderTopWidth: vars.borderWidth.thick,
    boxShadow: vars.color.shadow,
    '@media': { [medium]: { padding: vars.space.large } },
  },
]);

/** The spec alternates primary and secondary cards: the top band, the initials and the icon take the colour. */
export const card = styleVariants({
  primary: [base, { borderTopColor: vars.color.primary }],
  secondary: [base, { borderTopColor: vars.color.secondary }],
});

export const quote = style({ display: 'grid', alignContent: 'start', gap: vars.space.small, margin: 0 });

export const headline = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

// The spec's italic body, but no wall of it: short lines, room between paragraphs, set off by a rule.
export const content = style({
  display: 'grid',
  gap: vars.space.small,
  fontStyle: 'italic',
  maxWidth: vars.size.reading,
  paddingInlineStart: vars.space.small,
  borderInlineStart: hairline,
  color: vars.color.textMuted,
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: hairline,
});

export const face = style({
  flexShrink: 0,
  width: vars.size.face,
  height: vars.size.face,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const monogram = style({
  selectors: { [`${card.secondary} &`]: { background: vars.color.secondary, color: vars.color.onSecondary } },
});

export const person = style({ display: 'grid', gap: vars.space.none, minWidth: 0, lineHeight: vars.lineHeight.snug });

export const author = style({ fontWeight: vars.fontWeight.bold });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginInlineStart: 'auto',
  selectors: {
    [`${card.primary} &`]: { color: vars.color.primary },
    [`${card.secondary} &`]: { color: vars.color.secondary },
  },
});
