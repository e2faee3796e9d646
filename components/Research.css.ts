import { cardGrid } from '../styles/surfaces.css';
import { balancedGrid } from '../styles/balancedGrid';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium } from '../styles/media';
import { accentRule, hairline } from '../styles/borders';

export const grid = style([cardGrid]);
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
  padding: vars.space.small,
  '@media': { [medium]: { padding: vars.space.medium } },
  borderRadius: vars.radius.medium,
  background: vars.color.secondarySoft,
});

export const paperTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.small });

// The icon beside the title, the paragraphs under both.
export const philosophy = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: hairline,
  background: vars.color.feature,
  color: vars.color.onFeature,
  '@media': { [medium]: { padding: vars.space.xlarge, fontSize: vars.fontSize.lead } },
});

export const philosophyIcon = style({ width: vars.space.xlarge, height: vars.space.xlarge });

globalStyle(`${philosophy} > :not(${philosophyIcon}, h3)`, { gridColumn: '1 / -1' });
