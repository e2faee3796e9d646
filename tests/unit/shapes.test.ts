import { expect, test } from 'vitest';
import { generateShapes, shapeCount, shapeLimits } from '../../components/hooks/shapes';

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
