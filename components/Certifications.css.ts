import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { listReset } from '../styles/listReset.css';

export const grid = style([
  listReset,
  {
    display: 'grid',
    gap: vars.space.medium,
  },
]);
balancedGrid(grid, [
  [medium, 2],
  [desktop, 3],
]);

export const card = style({ gap: vars.space.xsmall, padding: vars.space.large });

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.xsmall });

export const icon = style({ color: vars.color.primary, width: vars.space.xlarge, height: vars.space.xlarge });

export const title = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const issuer = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const credential = style({ color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.xsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: 'fit-content',
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.semibold,
});

export const linkIcon = style({ width: '1.1em', height: '1.1em' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  color: vars.color.textMuted,
});
