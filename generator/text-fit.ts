import { textWidth, type Weight } from './text-paths';

export interface FitOptions {
  weight: Weight;
  /** The size to use when the text fits at it. */
  size: number;
  /** The smallest size a line shrinks to before it wraps. */
  minSize: number;
  maxWidth: number;
  /** 1: the text only shrinks; 2: past minSize it wraps at the word break that balances the lines. */
  maxLines: 1 | 2;
}

interface FittedText {
  size: number;
  lines: string[];
}

/** Shrinks, then wraps, then (one unbreakable word too long) shrinks further: it always fits maxWidth. */
export function fitText(text: string, options: FitOptions): FittedText {
  const { weight, maxWidth } = options;
  // Width grows in proportion to size, so one measurement at 1 px gives every size.
  const widthPerPx = (line: string) => textWidth(line, weight, 1);
  const oneLine = widthPerPx(text);
  if (oneLine * options.minSize <= maxWidth || options.maxLines === 1) {
    return { size: Math.min(options.size, maxWidth / oneLine), lines: [text] };
  }
  const words = text.split(/\s+/);
  let best = { lines: [text], widest: oneLine };
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const widest = Math.max(...lines.map(widthPerPx));
    if (widest < best.widest) best = { lines, widest };
  }
  return { size: Math.min(options.minSize, maxWidth / best.widest), lines: best.lines };
}
