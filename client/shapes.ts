import { type Box, generateShapes, placeShape, roundShapeAttribute, shapesAttribute, shapeVars } from '../components/hooks/shapes';

const LAYER = `[${shapesAttribute}]`;

/** The lines of text around the layer (its section's), in the layer's px: the shapes keep off them. */
function linesOfText(layer: Element, area: DOMRect) {
  const lines: Box[] = [];
  const section = layer.parentElement ?? layer;
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      lines.push({ left: line.left - area.left, right: line.right - area.left, top: line.top - area.top, bottom: line.bottom - area.top });
    }
  }
  return lines;
}

function drawShapes(layer: Element, viewportWidth: number) {
  const area = layer.getBoundingClientRect();
  const lines = linesOfText(layer, area);
  const elements = generateShapes(viewportWidth).map((shape) => {
    const { x, y, size } = placeShape(shape, area.width, area.height, lines);
    const element = document.createElement('span');
    element.style.setProperty(shapeVars.x, x.toFixed(1));
    element.style.setProperty(shapeVars.y, y.toFixed(1));
    element.style.setProperty(shapeVars.size, String(size));
    element.style.setProperty(shapeVars.opacity, String(shape.opacity));
    element.style.setProperty(shapeVars.duration, String(shape.duration));
    element.style.setProperty(shapeVars.delay, String(shape.delay));
    if (shape.round) element.setAttribute(roundShapeAttribute, '');
    return element;
  });
  layer.replaceChildren(...elements);
}

const layers = document.querySelectorAll(LAYER);

if (layers.length > 0) {
  let drawnWidth = 0;
  // Drawn in the first frame, which lays the page out anyway: read now, innerWidth would lay the
  // whole page out inside this script's task on a phone.
  const drawAll = () =>
    requestAnimationFrame(() => {
      drawnWidth = window.innerWidth;
      for (const layer of layers) drawShapes(layer, drawnWidth);
    });
  drawAll();
  // A web font arriving moves the lines of text the shapes keep off. (Not document.fonts.ready:
  // reading it lays the page out inside this script's task.)
  document.fonts.addEventListener('loadingdone', drawAll);

  let timer: number | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      // The count depends on width only; a phone's toolbar changing the height keeps the shapes.
      if (window.innerWidth === drawnWidth) return;
      drawnWidth = window.innerWidth;
      for (const layer of layers) drawShapes(layer, drawnWidth);
    }, 150);
  });
}
