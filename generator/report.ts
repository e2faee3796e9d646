import { gzipSync } from 'node:zlib';
import type { RenderedSite } from './render';
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

  /** The steps alone: `content 3, pages 40`. */
  list() {
    return this.steps.join(', ');
  }

  summary() {
    return `${Math.round(this.last - this.started)} ms (${this.steps.join(', ')})`;
  }
}

/** The table the owner sees after every build: each page, its size, and the time taken. */
export function formatReport(site: RenderedSite, time: string, rendered: ReadonlySet<string> = new Set(site.pages.keys())) {
  const shown = [...site.pages].filter(([output]) => rendered.has(output));
  // As wide as the longest path shown (a project's page), so the sizes line up.
  const width = Math.max(26, ...shown.map(([output]) => output.length));
  const rows = shown.map(([output, html]) => {
    const raw = Buffer.byteLength(html);
    const gzip = gzipSync(html, { level: 9 }).length;
    return `  ${output.padEnd(width)} ${kilobytes(raw).padStart(9)} ${kilobytes(gzip).padStart(9)} gzip`;
  });
  // A watch rebuild renders only the pages an edit reached; the others are as they were.
  const kept = site.pages.size - rows.length;
  const warnings = shown.flatMap(([output, html]) => firstRoundTripWarning(output, html) ?? []).map((warning) => `  ${warning}`);
  return [...rows, `  ${site.pages.size} pages${kept > 0 ? ` (${kept} unchanged, not rendered)` : ''} in ${time}`, ...warnings].join('\n');
}
