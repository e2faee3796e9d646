import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { pageColumn } from '../styles/pageColumn.css';

// Less room between sections on a phone, where every pixel of height is a scroll.
const base = style({
  position: 'relative',
  paddingBlock: vars.space.xlarge,
  '@media': { [medium]: { paddingBlock: vars.space.xxxlarge }, [desktop]: { paddingBlock: vars.space.huge } },
});

export const section = styleVariants({
  plain: [base],
  muted: [base, { background: vars.color.surfaceMuted }],
});

export const inner = style([
  pageColumn,
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space.medium,
    '@media': { [medium]: { gap: vars.space.xlarge }, [desktop]: { gap: vars.space.xxlarge } },
  },
]);

export const header = style({
  display: 'grid',
  gap: vars.space.xsmall,
  maxWidth: vars.size.prose,
  '@media': { [medium]: { gap: vars.space.small } },
});

export const eyebrow = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({ fontSize: vars.fontSize.h2, fontWeight: vars.fontWeight.heavy });

export const intro = style({ color: vars.color.textMuted, '@media': { [medium]: { fontSize: vars.fontSize.lead } } });
