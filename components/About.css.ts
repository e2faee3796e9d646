import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { hairline } from '../styles/borders';
import { listReset } from '../styles/listReset.css';

/**
 * Beside the biography, the side cards take the same height (no hole below the shorter column):
 * the columns are proportioned so the two come out close at desktop widths, and the education
 * list spreads its entries over what is left.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [medium]: { gap: vars.space.large }, [desktop]: { gridTemplateColumns: '1.6fr 1fr', gap: vars.space.xlarge } },
});

// The lead size beside the side cards; on a phone, where it is read alone, the body size.
export const biography = style({ gap: vars.space.medium, '@media': { [medium]: { fontSize: vars.fontSize.lead, gap: vars.space.large } } });

export const side = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [medium]: { gap: vars.space.large }, [desktop]: { gridTemplateRows: 'auto 1fr' } },
});

export const educationCard = style({ '@media': { [desktop]: { gridTemplateRows: 'auto 1fr' } } });

export const cardTitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const skills = style([listReset, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }]);

// Skills are chips that wrap: five names take two or three rows on a phone, not five.
export const skill = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: `${vars.space.xxsmall} ${vars.space.small}`,
  border: hairline,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const skillIcon = style({ width: vars.size.icon, height: vars.size.icon, color: vars.color.primary });

export const education = style([
  listReset,
  {
    display: 'grid',
    gap: vars.space.small,
    '@media': { [medium]: { gap: vars.space.medium }, [desktop]: { alignContent: 'space-between' } },
  },
]);

export const entry = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const entryText = style({ display: 'grid', gap: vars.space.xxsmall, paddingTop: vars.space.xxsmall });

export const entryTitle = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const entryDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
