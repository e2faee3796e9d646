/**
 * A page past the first TCP round trip (the design's 14 KB gzip budget for HTML with its inline
 * CSS), said in the build's report with what grew it, so the owner hears of it on the save that
 * did it rather than from a slower site.
 */
import { gzipSync } from 'node:zlib';
import { budgets } from './budgets';

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;
const bytes = (count: number) => `${count.toLocaleString('en')} B`;

/** The parts of a page an owner's edit grows: the inline styles, and each landmark or section by its id. */
function partsOf(html: string) {
  const parts: { name: string; size: number }[] = [];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  if (styles) parts.push({ name: 'inline styles', size: gzipBytes(styles) });
  // Outermost landmarks and sections only: a section inside another (a dialog's) is part of it.
  const open: { name: string; start: number }[] = [];
  for (const match of html.matchAll(/<(\/?)(section|header|footer)\b([^>]*)>/g)) {
    const [tag, closing, name = '', attributes = ''] = match;
    const at = match.index ?? 0;
    if (!closing) {
      const id = /\sid="([^"]+)"/.exec(attributes)?.[1];
      open.push({ name: id ? `${name} #${id}` : name, start: at });
    } else {
      const started = open.pop();
      if (started && open.length === 0) parts.push({ name: started.name, size: gzipBytes(html.slice(started.start, at + tag.length)) });
    }
  }
  return parts.sort((a, b) => b.size - a.size);
}

/** A warning line for a page past the budget, or nothing. */
export function firstRoundTripWarning(output: string, html: string, size = gzipBytes(html)): string | undefined {
  if (size <= budgets.htmlBytes) return undefined;
  const largest = partsOf(html)
    .slice(0, 3)
    .map((part) => `${part.name} ${bytes(part.size)}`);
  return `warning: ${output} is ${bytes(size)} gzip, ${bytes(size - budgets.htmlBytes)} past the ${bytes(budgets.htmlBytes)} (14 KB) a first round trip carries, so visitors wait a second round trip for it; largest parts: ${largest.join(', ')} (gzip each)`;
}
