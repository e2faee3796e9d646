/**
 * Whether scripts run, for styles: the inline theme script (client/head/theme-init.ts) always
 * sets the colour-mode marker, so its presence means they do. Controls that need JavaScript
 * hide, and their no-JS fallback shows, without it. (A selector, unlike `@media (scripting)`,
 * works in every browser a cheap phone may have.)
 */
import { themeAttribute } from './themeAttribute';

export const scriptsOn = `:root[${themeAttribute}]`;
export const scriptsOff = `:root:not([${themeAttribute}])`;
