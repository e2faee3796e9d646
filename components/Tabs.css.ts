import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { scriptsOff, scriptsOn } from '../styles/scripting';
import { medium } from '../styles/media';
import { borderedSurface } from '../styles/borderedSurface.css';
import { visuallyHiddenRules } from '../styles/visuallyHidden.css';

export const root = style({ display: 'grid', gap: vars.space.xlarge });

export const list = style([
  borderedSurface,
  {
    display: 'flex',
    gap: vars.space.xxsmall,
    // On phones the tabs share the full width, so every name shows and none hides off the edge.
    width: '100%',
    '@media': { [medium]: { width: 'fit-content' } },
    padding: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    selectors: { [`${scriptsOff} &`]: { display: 'none' } },
  },
]);

export const tab = style({
  flex: '1 1 auto',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.small,
  '@media': { [medium]: { flex: 'none', paddingInline: vars.space.large, fontSize: vars.fontSize.body } },
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xlarge,
  outlineOffset: vars.space.xsmall,
  selectors: {
    '&[hidden]': { display: 'none' },
    // Without scripts no tab can be chosen, so every panel shows.
    [`${scriptsOff} &[hidden]`]: { display: 'grid' },
  },
});

/** Names the panel when there are no tabs to do it (scripts off); the tab names it otherwise. */
export const panelHeading = style({
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.heavy,
  selectors: { [`${scriptsOn} &`]: visuallyHiddenRules },
});
