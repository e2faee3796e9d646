/** Colour arithmetic for tests that judge what a visitor sees (WCAG relative luminance). */
function parseRgb(css: string) {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b };
}

export function luminance(css: string) {
  const { r, g, b } = parseRgb(css);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
