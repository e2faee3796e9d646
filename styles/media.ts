/** Breakpoints, named once so every style file agrees. */
export const medium = '(min-width: 40em)';
export const desktop = '(min-width: 60em)';
export const phoneAndTablet = '(max-width: 59.999em)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';
