/** Kept apart from the selectors so the inline head script carries only this. */
export const themeAttribute = 'data-theme';
export type ColorMode = 'light' | 'dark';
