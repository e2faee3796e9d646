import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop } from '../styles/media';
import { listReset } from '../styles/listReset.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '1.15fr 1fr', gap: vars.space.xlarge } },
});

export const biography = style({ fontSize: vars.fontSize.lead, gap: vars.space.large });

export const side = style({ display: 'grid', gap: vars.space.large });

export const cardTitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const skills = style([
  listReset,
  { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.skillColumn}, 1fr))`, gap: vars.space.small },
]);

export const skill = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
});

export const education = style([listReset, { display: 'grid', gap: vars.space.medium }]);

export const entry = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const entryText = style({ display: 'grid', gap: vars.space.xxsmall, paddingTop: vars.space.xxsmall });

export const entryTitle = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const entryDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
