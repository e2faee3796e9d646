import { balancedGrid } from '../styles/balancedGrid';
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { accentRule, hairline } from '../styles/borders';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
});
balancedGrid(grid, [[medium, 2]]);

export const title = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: accentRule,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const publication = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.secondarySoft,
});

export const paperTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.small });

export const philosophy = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: hairline,
  background: vars.color.feature,
  color: vars.color.onFeature,
  fontSize: vars.fontSize.lead,
});

export const philosophyIcon = style({ width: vars.space.xlarge, height: vars.space.xlarge });
