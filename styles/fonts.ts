/**
 * The site's one typeface. Its files and `@font-face` rules are made by the build
 * (generator/assets/site-font.ts): Inter's variable font, subset to the characters the pages show, and a
 * fallback face on the system's Arial, sized to Inter's metrics so nothing moves when Inter arrives.
 */
export const fontFamilies = { text: 'Inter', fallback: 'Inter Fallback' } as const;

/** The system stack, for the characters Inter's subset lacks and for a browser that refuses web fonts. */
const systemStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const textFontStack = `"${fontFamilies.text}", "${fontFamilies.fallback}", ${systemStack}`;

/** The weights the site sets: the font keeps only this stretch of its weight axis. */
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' } as const;
