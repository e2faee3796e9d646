/**
 * The colour values behind the theme contract (styles/theme.css.ts). Plain values, so the
 * build can also paint the social preview image and the web manifest with them.
 */
// Rice-paddy green for the primary, drone-sky blue for the secondary, harvest amber to accent.
export const light = {
  background: '#f6f7f2',
  surface: '#ffffff',
  surfaceMuted: '#edf1e8',
  /** Above the cards: popovers. */
  raised: '#ffffff',
  border: '#d3dbcd',
  text: '#14211a',
  textMuted: '#4a5950',
  primary: '#17663a',
  primaryHover: '#11522e',
  onPrimary: '#ffffff',
  primarySoft: '#e1efe5',
  secondary: '#0b5a85',
  onSecondary: '#ffffff',
  secondarySoft: '#e0edf5',
  accent: '#a34a06',
  /** A panel that stands out from the page without outshining it. */
  feature: '#17663a',
  onFeature: '#ffffff',
  focus: '#0b5a85',
  headerScrolled: 'rgba(246, 247, 242, 0.82)',
  shadow: '0 1px 2px rgba(20, 33, 26, 0.06), 0 8px 24px rgba(20, 33, 26, 0.08)',
  /** A colour filter for drawn artwork, whose own colours are the light theme's. */
  artworkFilter: 'none',
  /** For a third party's page in a frame (the résumé preview), which is always light. */
  embedFilter: 'none',
};

export const dark: typeof light = {
  background: '#0c1410',
  surface: '#131e18',
  surfaceMuted: '#1a2920',
  raised: '#223629',
  border: '#2b3c32',
  text: '#e6eee8',
  textMuted: '#a5b6ab',
  primary: '#62cf8f',
  primaryHover: '#86dca9',
  onPrimary: '#06140c',
  primarySoft: '#17341f',
  secondary: '#72c0ea',
  onSecondary: '#05131b',
  secondarySoft: '#132d3c',
  accent: '#f2a54e',
  feature: '#17341f',
  onFeature: '#e6eee8',
  focus: '#72c0ea',
  headerScrolled: 'rgba(12, 20, 16, 0.8)',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)',
  artworkFilter: 'brightness(0.78) saturate(0.9)',
  embedFilter: 'brightness(0.85)',
};
