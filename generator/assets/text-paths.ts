import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

type Font = ReturnType<typeof opentype.parse>;
type Glyph = ReturnType<Font['charToGlyph']>;
export type Weight = 400 | 700 | 800;

/**
 * The font package's subsets, tried in this order for each character: latin has no ũ or ĩ
 * (Kikuyu names such as Wanjikũ), latin-ext has them. A subset is parsed on first need.
 */
const subsets = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;
const fonts = new Map<string, Font>();

function loadFont(subset: (typeof subsets)[number], weight: Weight): Font {
  const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
  let font = fonts.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(file, font);
  }
  return font;
}

type Placed = { character: string; font: Font; glyph: Glyph };
/** Each character's glyph, looked up once: a name's cost grows with its length, not its length times the subsets. */
const glyphCache = new Map<string, Placed>();

function glyphOf(character: string, weight: Weight): Placed {
  const key = `${weight}:${character}`;
  let found = glyphCache.get(key);
  if (!found) {
    const drawn = subsets.map((subset) => loadFont(subset, weight)).find((font) => font.charToGlyph(character).index !== 0);
    const font = drawn ?? loadFont('latin', weight);
    found = { character, font, glyph: font.charToGlyph(character) };
    glyphCache.set(key, found);
  }
  return found;
}

/** Each character with the first subset that draws it; index 0 (.notdef, a box) only if none does. */
export function glyphsOf(text: string, weight: Weight): Placed[] {
  // Composed, so 'u' + combining tilde is the one glyph ũ.
  return [...text.normalize('NFC')].map((character) => glyphOf(character, weight));
}

/** Glyphs placed by advance width, and by kerning between two from the same subset. */
function placed(text: string, weight: Weight, size: number) {
  let x = 0;
  let previous: ReturnType<typeof glyphsOf>[number] | null = null;
  const glyphs = glyphsOf(text, weight).map((current) => {
    const scale = size / current.font.unitsPerEm;
    if (previous?.font === current.font) x += current.font.getKerningValue(previous.glyph, current.glyph) * scale;
    const at = { ...current, x };
    x += (current.glyph.advanceWidth ?? 0) * scale;
    previous = current;
    return at;
  });
  return { glyphs, width: x };
}

/** How wide `text` is at `size`, from its glyphs' advances. */
export function textWidth(text: string, weight: Weight, size: number) {
  return placed(text, weight, size).width;
}

/**
 * Text as SVG path data, so images made from it look the same on every machine, whatever
 * fonts it has. No shaping is needed for Latin text, and opentype.js's shaper rejects some
 * of Inter's lookups.
 */
export function textPath(text: string, options: { x: number; y: number; size: number; weight: Weight }) {
  const { glyphs, width } = placed(text, options.weight, options.size);
  const data = glyphs.map(({ glyph, x }) => glyph.getPath(options.x + x, options.y, options.size).toPathData(1)).join('');
  return { data, width };
}
