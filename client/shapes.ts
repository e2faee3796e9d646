import { generateShapes, roundShapeAttribute, shapesAttribute, shapeVars } from '../components/hooks/shapes';

const LAYER = `[${shapesAttribute}]`;

function drawShapes(layer: Element, viewportWidth: number) {
  const elements = generateShapes(viewportWidth).map((shape) => {
    const element = document.createElement('span');
    element.style.setProperty(shapeVars.x, shape.x.toFixed(2));
    element.style.setProperty(shapeVars.y, shape.y.toFixed(2));
    element.style.setProperty(shapeVars.size, String(shape.size));
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
  requestAnimationFrame(() => {
    drawnWidth = window.innerWidth;
    for (const layer of layers) drawShapes(layer, drawnWidth);
  });

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
