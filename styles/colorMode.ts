/**
 * The one marker for the colour mode: `data-theme` on <html>, set before first paint by
 * client/head/theme-init.ts. Without it (scripts off) the system preference decides.
 */
import { themeAttribute } from './themeAttribute';

export const darkSelector = `:root[${themeAttribute}="dark"]`;
export const systemDarkSelector = `:root:not([${themeAttribute}="light"])`;
