import { gzipSync } from 'node:zlib';
import type { RenderedSite } from './render';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table the owner sees after every build: each page, its size, and the time taken. */
export function formatReport(site: RenderedSite, milliseconds: number) {
  const rows = [...site.pages].map(([output, html]) => {
    const raw = Buffer.byteLength(html);
    const gzip = gzipSync(html, { level: 9 }).length;
    return `  ${output.padEnd(26)} ${kilobytes(raw).padStart(9)} ${kilobytes(gzip).padStart(9)} gzip`;
  });
  return [...rows, `  ${site.pages.size} pages in ${Math.round(milliseconds)} ms`].join('\n');
}
