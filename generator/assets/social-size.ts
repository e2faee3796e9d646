/** The social preview card's size: what Open Graph's large image expects. */
export const socialSize = { width: 1200, height: 630 };
