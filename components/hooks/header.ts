/** client/header.ts: the header turns solid once the page has scrolled. */
export const headerBehaviour = 'header';
export const headerAttribute = 'data-header';
/** Set on the header while the page is scrolled; its style keys on it. */
export const scrolledAttribute = 'data-scrolled';
