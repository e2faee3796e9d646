/**
 * The reduced-motion query, for client scripts that move the page (client/scroll-fade.ts,
 * client/scroll-top.ts); defined with the breakpoints in styles/media.ts, which the styles use.
 */
export { reducedMotion } from '../../styles/media';
