import { vars } from './theme.css';

/** The one-pixel line that edges cards and divides sections. */
export const hairline = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

/** The amber rule beside a quote. */
export const accentRule = `${vars.borderWidth.thick} solid ${vars.color.accent}`;
