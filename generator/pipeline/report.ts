import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { sha256 } from '../cache/cache-core.mjs';
import { memo } from '../cache/memo';

const kilobytes = (count: number) => `${(count / 1024).toFixed(1)} KB`;
const bytes = (count: number) => `${count.toLocaleString('en')} B`;
const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;
/**
 * Off the main thread: the watcher's server answers while a report is made. Only pages that came
 * out differently are compressed again (kept by their HTML's hash): a data edit renders 11 pages
 * and changes one or two, and level 9 on all of them took the cores just when the browser asks for the new page.
 */
const gzipSizeByHash = memo(64, async (_hash, html: string) => (await promisify(gzip)(html, { level: 9 })).length);
const gzipSize = (html: string) => gzipSizeByHash(sha256(html), html);
/** Times the pipeline's steps, for the report's last line. */
export class StepTimer {
  private readonly started = performance.now();
  private last = this.started;
  private readonly steps: string[] = [];

  done(step: string) {
    const now = performance.now();
    this.steps.push(`${step} ${Math.round(now - this.last)}`);
    this.last = now;
  }

  summary() {
    return `${Math.round(this.last - this.started)} ms (${this.steps.join(', ')})`;
  }
}

/**
 * The table the owner sees after every build: each page, its size, and the time taken. A
 * watcher's rebuild shows the pages it rendered; `total` counts those it kept as they were.
 */
export async function formatReport(pages: ReadonlyMap<string, string>, time: string, total = pages.size) {
  const sized = await Promise.all([...pages].map(async ([output, html]) => ({ output, html, gzip: await gzipSize(html) })));
  // As wide as the longest path shown (a project's page), so the sizes line up.
  const width = Math.max(26, ...[...pages.keys()].map((output) => output.length));
  const rows = sized.map(
    ({ output, html, gzip }) =>
      `  ${output.padEnd(width)} ${kilobytes(Buffer.byteLength(html)).padStart(9)} ${kilobytes(gzip).padStart(9)} gzip`,
  );
  const kept = total - pages.size;
  const warnings = sized
    .flatMap(({ output, html, gzip }) => firstRoundTripWarning(output, html, gzip) ?? [])
    .map((warning) => `  ${warning}`);
  return [...rows, `  ${total} pages${kept > 0 ? ` (${kept} unchanged, not rendered)` : ''} in ${time}`, ...warnings].join('\n');
}

/**
 * HTML with its inline CSS, gzip, that a first TCP round trip (its initial window) carries: a page
 * past it is named in the report with what grew it, so the owner hears of it on the save that did it.
 */
export const firstRoundTripBytes = 14 * 1024;

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
  if (size <= firstRoundTripBytes) return undefined;
  const largest = partsOf(html)
    .slice(0, 3)
    .map((part) => `${part.name} ${bytes(part.size)}`);
  return `warning: ${output} is ${bytes(size)} gzip, ${bytes(size - firstRoundTripBytes)} past the ${bytes(firstRoundTripBytes)} (14 KB) a first round trip carries, so visitors wait a second round trip for it; largest parts: ${largest.join(', ')} (gzip each)`;
}
