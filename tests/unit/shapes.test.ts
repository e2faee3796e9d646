import { expect, test } from 'vitest';
import { generateShapes, placeShape, shapeCount, shapeFloat, shapeLimits } from '../../components/hooks/shapes';

test.each([
  [375, 40],
  [999, 40],
  [1000, 40],
  [1025, 41],
  [1280, 51],
  [1500, 60],
  [1800, 60],
  [0, 40],
])('a %i px window gets %i shapes', (width, count) => {
  expect(shapeCount(width)).toBe(count);
  expect(generateShapes(width)).toHaveLength(count);
});

test('sizes and opacities stay within the spec, even at the extremes of the random source', () => {
  for (const random of [() => 0, () => 0.999999, Math.random]) {
    for (const shape of generateShapes(1280, random)) {
      expect(shape.size).toBeGreaterThanOrEqual(shapeLimits.minSize);
      expect(shape.size).toBeLessThanOrEqual(shapeLimits.maxSize);
      expect(shape.opacity).toBeGreaterThanOrEqual(shapeLimits.minOpacity);
      expect(shape.opacity).toBeLessThanOrEqual(shapeLimits.maxOpacity);
      expect(shape.x).toBeGreaterThanOrEqual(0);
      expect(shape.x).toBeLessThan(100);
      expect(shape.y).toBeGreaterThanOrEqual(0);
      expect(shape.y).toBeLessThan(100);
    }
  }
});

test('positions are random: two generations differ', () => {
  const positions = (seed: number) => {
    let state = seed;
    const random = () => {
      state = (state * 16807) % 2147483647;
      return (state - 1) / 2147483646;
    };
    return generateShapes(1280, random).map((shape) => [shape.x, shape.y]);
  };
  expect(positions(1)).not.toEqual(positions(2));
});

test('a shape rests where its whole float stays inside the layer and clear of every line of text', () => {
  const width = 390;
  const height = 1200;
  // Lines of text down the layer, 36 px apart: room for small shapes only, so large ones are drawn smaller.
  const lines = Array.from({ length: 20 }, (_, row) => ({ left: 16, right: 374, top: 40 + row * 56, bottom: 60 + row * 56 }));
  for (const generated of generateShapes(width)) {
    const { x, y, size } = placeShape(generated, width, height, lines);
    const shape = { size };
    expect(size).toBeGreaterThanOrEqual(shapeLimits.minSize);
    expect(size).toBeLessThanOrEqual(generated.size);
    // The float moves it by shapeFloat and turns it: its box at rest and at the far end of the float.
    const grow = (shape.size * (Math.SQRT2 - 1)) / 2;
    const far = { left: x + Math.min(0, shapeFloat.x) - grow, right: x + shape.size + Math.max(0, shapeFloat.x) + grow };
    const farY = { top: y + Math.min(0, shapeFloat.y) - grow, bottom: y + shape.size + Math.max(0, shapeFloat.y) + grow };
    expect(far.left).toBeGreaterThanOrEqual(0);
    expect(far.right).toBeLessThanOrEqual(width);
    expect(farY.top).toBeGreaterThanOrEqual(0);
    expect(farY.bottom).toBeLessThanOrEqual(height);
    for (const line of lines) {
      const meets = far.left < line.right && line.left < far.right && farY.top < line.bottom && line.top < farY.bottom;
      expect(meets).toBe(false);
    }
  }
});
