/** client/shapes.ts: the floating shapes behind the projects: the spec's constants, and a pure generator. */
export const shapesBehaviour = 'shapes';
export const shapesAttribute = 'data-shapes';
/** Set on a shape drawn as a circle rather than a square. */
export const roundShapeAttribute = 'data-round';

export const shapeLimits = {
  pixelsPerShape: 25,
  minCount: 40,
  maxCount: 60,
  minSize: 5,
  maxSize: 45,
  minOpacity: 0.05,
  maxOpacity: 0.35,
} as const;

/**
 * How far a shape floats from its resting place (px) and turns (degrees): components/Projects.css.ts
 * animates it so, and placeShape keeps that whole sweep inside the layer and off the text.
 */
export const shapeFloat = { x: 12, y: -28, turn: 45 } as const;
/** The least room (px) between a shape's sweep and a line of text. */
const textClearance = 8;

/** Custom properties each shape carries (x and y in px from the layer's top left); components/Projects.css.ts draws shapes from them. */
export const shapeVars = {
  x: '--shape-x',
  y: '--shape-y',
  size: '--shape-size',
  opacity: '--shape-opacity',
  duration: '--shape-duration',
  delay: '--shape-delay',
} as const;

export interface Shape {
  /** Where in the layer it would rest, in percent of its width and height: placeShape's first try. */
  x: number;
  y: number;
  size: number;
  opacity: number;
  round: boolean;
  /** Seconds for one float cycle, and its start offset. */
  duration: number;
  delay: number;
}

export function shapeCount(viewportWidth: number) {
  const { pixelsPerShape, minCount, maxCount } = shapeLimits;
  return Math.min(maxCount, Math.max(minCount, Math.floor(viewportWidth / pixelsPerShape)));
}

/** `random` returns numbers in [0, 1), like Math.random; tests pass a seeded one. */
export function generateShapes(viewportWidth: number, random: () => number = Math.random): Shape[] {
  const { minSize, maxSize, minOpacity, maxOpacity } = shapeLimits;
  const between = (low: number, high: number) => low + random() * (high - low);
  return Array.from({ length: shapeCount(viewportWidth) }, () => ({
    x: between(0, 100),
    y: between(0, 100),
    size: Math.round(between(minSize, maxSize)),
    opacity: Number(between(minOpacity, maxOpacity).toFixed(2)),
    round: random() < 0.5,
    duration: Math.round(between(12, 28)),
    delay: -Math.round(between(0, 20)),
  }));
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box a shape resting at x, y (px) sweeps as it floats and turns (at 45 degrees a square's box is √2 its side). */
function sweptBox(x: number, y: number, size: number): Box {
  const turn = (shapeFloat.turn * Math.PI) / 180;
  const pad = (size * (Math.max(1, Math.cos(turn) + Math.sin(turn)) - 1)) / 2;
  return {
    left: x - pad + Math.min(0, shapeFloat.x),
    right: x + size + pad + Math.max(0, shapeFloat.x),
    top: y - pad + Math.min(0, shapeFloat.y),
    bottom: y + size + pad + Math.max(0, shapeFloat.y),
  };
}

const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A resting place (px) in a layer of `width` by `height` where the shape's whole sweep stays inside
 * the layer (never cut at the screen's edges) and clear of every line of text (`lines`, in the
 * layer's px). Tries the shape's own spot, then random ones; where a large shape finds no room it
 * is drawn smaller (still within the spec's sizes); failing all, the layer's bottom edge, which is
 * the section's padding.
 */
export function placeShape(shape: Shape, width: number, height: number, lines: readonly Box[], random: () => number = Math.random) {
  const clear = lines.map((line) => ({
    left: line.left - textClearance,
    right: line.right + textClearance,
    top: line.top - textClearance,
    bottom: line.bottom + textClearance,
  }));
  let size = shape.size;
  for (;;) {
    const reach = sweptBox(0, 0, size);
    const minX = -reach.left;
    const maxX = Math.max(minX, width - reach.right);
    const minY = -reach.top;
    const maxY = Math.max(minY, height - reach.bottom);
    const at = (fx: number, fy: number) => ({ x: minX + fx * (maxX - minX), y: minY + fy * (maxY - minY), size });
    const tries = [at(shape.x / 100, shape.y / 100), ...Array.from({ length: 60 }, () => at(random(), random()))];
    const free = tries.find(({ x, y }) => !clear.some((line) => meets(sweptBox(x, y, size), line)));
    if (free) return free;
    if (size === shapeLimits.minSize) return at(random(), 1);
    size = Math.max(shapeLimits.minSize, Math.round(size * 0.6));
  }
}
