/** Element ids that markup and client scripts must agree on. */
export const menuId = 'site-menu';
