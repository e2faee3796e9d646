import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';

// As wide as the dialog, on the project's page too: lines of prose a reader can follow.
export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: vars.size.wide });

export const image = style({
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  // On a laptop screen the art would fill the dialog; the story is what the visitor opened it for.
  // The project's page shows it whole.
  selectors: { 'dialog &': { maxHeight: '40vh' } },
});

export const details = style({ display: 'grid', gap: vars.space.medium, color: vars.color.text });

export const block = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: hairline,
});

export const blockTitle = style({ fontSize: vars.fontSize.h4, fontWeight: vars.fontWeight.bold });

export const paperTitle = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const video = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const videoTitle = style({ fontWeight: vars.fontWeight.semibold });

export const tags = style([listReset, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }]);
