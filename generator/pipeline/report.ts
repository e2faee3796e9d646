import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { firstRoundTripWarning } from './first-round-trip';

/** Off the main thread: the watcher's server answers while a report is made. */
const gzipSize = async (html: string) => (await promisify(gzip)(html, { level: 9 })).length;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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
