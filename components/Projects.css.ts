import { cardGrid } from '../styles/surfaces.css';
import { balancedGrid, lastRowAlone } from '../styles/balancedGrid';
import { image } from './ProjectCard.css';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { medium, reducedMotion } from '../styles/media';
import { roundShapeAttribute, shapeFloat, shapeVars } from './hooks/shapes';

export const grid = style([cardGrid, { '@media': { [medium]: { gap: vars.space.xlarge } } }]);
// A lone last project fills its row: lying on its side, it needs the width (below).
balancedGrid(grid, [[medium, 2]], 'fill');

// A project with a row to itself (an odd count) lies on its side: the picture beside the text, not a wide banner.
globalStyle(`${grid} > ${lastRowAlone}`, {
  '@media': { [medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateRows: 'none' } },
});
globalStyle(`${grid} > ${lastRowAlone} > ${image}`, { '@media': { [medium]: { height: '100%' } } });

/** The floating-shapes layer; client/shapes.ts fills it with children that carry shapeVars. */
export const shapes = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
});

const float = keyframes({
  from: { transform: 'translate3d(0, 0, 0) rotate(0deg)' },
  to: { transform: `translate3d(${shapeFloat.x}px, ${shapeFloat.y}px, 0) rotate(${shapeFloat.turn}deg)` },
});

globalStyle(`${shapes} > *`, {
  position: 'absolute',
  left: `calc(var(${shapeVars.x}) * 1px)`,
  top: `calc(var(${shapeVars.y}) * 1px)`,
  width: `calc(var(${shapeVars.size}) * 1px)`,
  height: `calc(var(${shapeVars.size}) * 1px)`,
  opacity: `var(${shapeVars.opacity})`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  animation: `${float} calc(var(${shapeVars.duration}) * 1s) ease-in-out calc(var(${shapeVars.delay}) * 1s) infinite alternate`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

globalStyle(`${shapes} > [${roundShapeAttribute}]`, { borderRadius: vars.radius.full });
globalStyle(`${shapes} > :nth-child(3n + 1)`, { background: vars.color.secondary });
globalStyle(`${shapes} > :nth-child(5n)`, { background: vars.color.accent });
