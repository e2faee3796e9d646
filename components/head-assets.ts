/** What every page's <head> links to besides its own content (made by generator/assets/head-assets.ts). */
export interface HeadAssets {
  iconSvg: string;
  iconPng: string;
  appleTouchIcon: string;
  manifest: string;
  socialImage: { url: string; width: number; height: number; alt: string };
}

/**
 * Where the build puts the site's font (generator/assets/site-font.ts) once every page is rendered, so
 * the characters they show are known: its `@font-face` rules open the inline stylesheet, and the
 * preload link's address becomes that of the file the first screen's text needs.
 */
export const fontSlots = { faces: '/*font-faces*/', preload: '/assets/site-font.woff2' } as const;
