import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

type Font = ReturnType<typeof opentype.parse>;
const fonts = new Map<string, Font>();

function loadFont(weight: 400 | 700 | 800): Font {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  let font = fonts.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(file, font);
  }
  return font;
}

/**
 * Text as SVG path data, so images made from it look the same on every machine, whatever
 * fonts it has. Glyphs are placed by advance width and kerning: no shaping is needed for
 * Latin text, and opentype.js's shaper rejects some of Inter's lookups.
 */
export function textPath(text: string, options: { x: number; y: number; size: number; weight: 400 | 700 | 800 }) {
  const font = loadFont(options.weight);
  const scale = options.size / font.unitsPerEm;
  let x = options.x;
  let data = '';
  let previous: ReturnType<Font['charToGlyph']> | null = null;
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    if (previous) x += font.getKerningValue(previous, glyph) * scale;
    data += glyph.getPath(x, options.y, options.size).toPathData(1);
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return { data, width: x - options.x };
}
