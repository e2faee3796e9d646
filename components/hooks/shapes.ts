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

/** Custom properties each shape carries; components/Projects.css.ts draws shapes from them. */
export const shapeVars = {
  x: '--shape-x',
  y: '--shape-y',
  size: '--shape-size',
  opacity: '--shape-opacity',
  duration: '--shape-duration',
  delay: '--shape-delay',
} as const;

export interface Shape {
  /** Position within the layer, in percent of its width and height. */
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
