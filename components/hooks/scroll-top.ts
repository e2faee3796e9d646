/** client/scroll-top.ts: the footer's button back to the top. */
export const scrollTopBehaviour = 'scroll-top';
export const scrollTopAttribute = 'data-scroll-top';
