/** client/menu.ts: the header's menu button opens and closes the list it controls. */
export const menuBehaviour = 'menu';
export const menuToggleAttribute = 'data-menu-toggle';
export const menuAttribute = 'data-menu';
export const menuId = 'site-menu';
