import { gzipSync } from 'node:zlib';
import { firstRoundTripWarning } from './first-round-trip';

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
export function formatReport(pages: ReadonlyMap<string, string>, time: string, total = pages.size) {
  // As wide as the longest path shown (a project's page), so the sizes line up.
  const width = Math.max(26, ...[...pages.keys()].map((output) => output.length));
  const rows = [...pages].map(([output, html]) => {
    const raw = Buffer.byteLength(html);
    const gzip = gzipSync(html, { level: 9 }).length;
    return `  ${output.padEnd(width)} ${kilobytes(raw).padStart(9)} ${kilobytes(gzip).padStart(9)} gzip`;
  });
  const kept = total - pages.size;
  const warnings = [...pages].flatMap(([output, html]) => firstRoundTripWarning(output, html) ?? []).map((warning) => `  ${warning}`);
  return [...rows, `  ${total} pages${kept > 0 ? ` (${kept} unchanged, not rendered)` : ''} in ${time}`, ...warnings].join('\n');
}
