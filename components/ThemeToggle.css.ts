import { style } from '@vanilla-extract/css';
import { iconButton } from '../styles/controls.css';
import { scriptsOff } from '../styles/scripting';

export const toggle = style([
  iconButton,
  // It can only work with scripts; without them the system preference rules.
  { selectors: { [`${scriptsOff} &`]: { display: 'none' } } },
]);

// The icon shows the mode a press switches to.
export const moon = style({
  selectors: { [`${toggle}[aria-pressed="true"] &`]: { display: 'none' } },
});

export const sun = style({
  selectors: { [`${toggle}[aria-pressed="false"] &`]: { display: 'none' } },
});
