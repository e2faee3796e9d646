import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: for a rule that applies only under a condition. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
