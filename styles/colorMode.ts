/**
 * The one marker for the colour mode: `data-theme` on <html>, set before first paint by
 * client/head/theme-init.ts. Without it (scripts off) the system preference decides.
 */
import { themeAttribute } from './themeAttribute';


export const darkSelector = `:root[${themeAttribute}="dark"]`;
export const systemDarkSelector = `:root:not([${themeAttribute}="light"])`;

/**
 * The inline theme script always sets the marker, so its presence also tells styles that
 * scripts run. Controls that need JavaScript hide, and their no-JS fallback shows, without it.
 * (A selector, unlike `@media (scripting)`, works in every browser a cheap phone may have.)
 */
export const scriptsOn = `:root[${themeAttribute}]`;
export const scriptsOff = `:root:not([${themeAttribute}])`;
