import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';
import { pageColumn } from '../styles/pageColumn.css';

export const root = style([
  pageColumn,
  {
    display: 'grid',
    gap: vars.space.large,
    paddingTop: vars.space.xlarge,
    paddingBottom: vars.space.large,
    '@media': { [desktop]: { paddingTop: vars.space.xxlarge } },
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const backIcon = style({ width: vars.size.icon, height: vars.size.icon });

export const title = style({
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.heavy,
});

export const lead = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lead,
});
