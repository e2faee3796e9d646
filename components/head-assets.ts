/** What every page's <head> links to besides its own content (made by generator/assets/head-assets.ts). */
export interface HeadAssets {
  iconSvg: string;
  iconPng: string;
  appleTouchIcon: string;
  manifest: string;
  socialImage: { url: string; width: number; height: number; alt: string };
}
