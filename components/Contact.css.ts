import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { desktop, medium } from '../styles/media';
import { listReset } from '../styles/listReset.css';

// The two cards side by side take one height: the form's hint without JavaScript lengthens it.
export const layout = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [medium]: { gap: vars.space.large }, [desktop]: { gridTemplateColumns: '1fr 1.4fr' } },
});

export const cardTitle = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.bold });

export const info = style({ gap: vars.space.medium, '@media': { [medium]: { gap: vars.space.large } } });

export const details = style([listReset, { display: 'grid', gap: vars.space.xsmall, '@media': { [medium]: { gap: vars.space.small } } }]);

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
});

export const social = style([listReset, { display: 'flex', gap: vars.space.xsmall }]);

export const whatsapp = style({ justifySelf: 'start' });

export const form = style({ gap: vars.space.medium });

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.small });

export const input = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.hairline} solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&:user-invalid': { borderColor: vars.color.accent },
  },
});

export const submit = style({ justifySelf: 'start' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
