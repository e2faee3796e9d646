import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.xxlarge, maxWidth: vars.size.prose });

export const intro = style({
  margin: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.secondarySoft})`,
});

export const introQuote = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const introAttribution = style({ marginTop: vars.space.small, color: vars.color.textMuted });

export const chapter = style({
  display: 'grid',
  gap: vars.space.medium,
  fontSize: vars.fontSize.lead,
  transition: `opacity ${vars.duration.slow} ease-out, transform ${vars.duration.slow} ease-out`,
  selectors: {
    // client/reveal.ts marks chapters pending, then shown once 10% of one is visible.
    '&[data-reveal="pending"]': { opacity: 0, transform: 'translateY(24px)' },
  },
});

export const title = style({ fontSize: vars.fontSize.h2, fontWeight: vars.fontWeight.heavy });

export const questions = style({ display: 'grid', gap: vars.space.large, margin: 0 });

export const question = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const questionText = style({ fontWeight: vars.fontWeight.bold });

export const answer = style({ margin: 0, color: vars.color.textMuted });
