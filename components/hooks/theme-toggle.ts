import { themeAttribute, type ColorMode } from '../../styles/themeAttribute';

export type { ColorMode };

/** client/theme-toggle.ts: the toggle flips the colour mode client/head/theme-init.ts chose. */
export const themeToggleBehaviour = 'theme-toggle';
export const themeToggleAttribute = 'data-theme-toggle';

/** Where the visitor's choice is remembered; shared by the head script and the toggle. */
export const themeStorageKey = 'theme';

export function storedColorMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (privacy modes); the system preference still applies.
    return null;
  }
}

export function systemColorMode(): ColorMode {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode) {
  document.documentElement.setAttribute(themeAttribute, mode);
}

export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute(themeAttribute) === 'dark' ? 'dark' : 'light';
}
