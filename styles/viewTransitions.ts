import { reducedMotion } from './media';

/**
 * Cross-document view transitions: the browser cross-fades from one page to the next instead
 * of flashing white. Plain CSS, because vanilla-extract has no API for the `@view-transition`
 * at-rule; it is appended to every page's inline stylesheet. None under reduced motion.
 */
export const viewTransitionsCss = `@media not ${reducedMotion}{@view-transition{navigation:auto}}`;
