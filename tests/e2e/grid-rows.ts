import { expect, type Locator } from '@playwright/test';

/** The grid's box, its items' boxes, and those on its last row, which must be short (not the only row). */
export async function lastRowOf(grid: Locator, what: string) {
  const gridBox = (await grid.boundingBox()) ?? { x: Number.NaN, y: 0, width: 0, height: 0 };
  const boxes = await grid
    .locator(':scope > *')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width })));
  const lastTop = Math.max(...boxes.map((box) => box.y));
  const lastRow = boxes.filter((box) => Math.abs(box.y - lastTop) < 2);
  expect(lastRow.length, what).toBeLessThan(boxes.length);
  return { gridBox, boxes, lastRow };
}

/** A short last row keeps its items at the width of the others, centred: none stretched to fill it, no hole at one side. */
export async function expectLastRowCentred(grid: Locator, what: string) {
  const { gridBox, boxes, lastRow } = await lastRowOf(grid, what);
  for (const box of lastRow) expect(box.width, what).toBeCloseTo(boxes[0]?.width ?? 0, 0);
  const left = Math.min(...lastRow.map((box) => box.x)) - gridBox.x;
  const right = gridBox.x + gridBox.width - Math.max(...lastRow.map((box) => box.x + box.width));
  expect(left, what).toBeGreaterThan(0);
  expect(left, what).toBeCloseTo(right, 0);
}
