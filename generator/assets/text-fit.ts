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
  const best = balancedSplit(text.split(/\s+/), widthPerPx) ?? { lines: [text], widest: oneLine };
  return { size: Math.min(options.minSize, maxWidth / best.widest), lines: best.lines };
}

/**
 * The two lines of most equal width, in time linear in the text's length, whatever the name: each
 * word is measured once and every split judged by the sums (kerning across a space left out), then
 * only the splits within a hair of the best are measured whole, so the choice is exact.
 */
function balancedSplit(words: readonly string[], widthPerPx: (line: string) => number) {
  if (words.length < 2) return null;
  const space = widthPerPx(' ');
  const before = [0];
  for (const word of words) before.push((before.at(-1) ?? 0) + widthPerPx(word) + space);
  const total = (before.at(-1) ?? 0) - space;
  const estimate = (split: number) => Math.max((before[split] ?? 0) - space, total - (before[split] ?? 0));
  const splits = Array.from({ length: words.length - 1 }, (_, index) => index + 1);
  const closest = splits.reduce((least, split) => Math.min(least, estimate(split)), Infinity);
  const candidates = splits.filter((split) => estimate(split) - closest <= 0.05).slice(0, 8);
  let best: { lines: string[]; widest: number } | null = null;
  for (const split of candidates) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const widest = Math.max(...lines.map(widthPerPx));
    if (!best || widest < best.widest) best = { lines, widest };
  }
  return best;
}
