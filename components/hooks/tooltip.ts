/** client/tooltip.ts: icon-only controls name themselves in one shared bubble. */
export const tooltipBehaviour = 'tooltip';
export const tooltipAttribute = 'data-tooltip';
/** Set by a script on a control whose label is fixed but whose action changes (the theme switch). */
export const tooltipTextAttribute = 'data-tooltip-text';
export const tooltipBubbleAttribute = 'data-tooltip-bubble';
