import { cacheKinds, sha256 } from '../cache/cache-core.mjs';
import { memo } from '../cache/memo';
import { cachePath, readEntry, writeEntry } from '../cache/cache-store';

/**
 * What in an SVG could run script (generator/assets/svg-safety.ts), remembered by content: in this process
 * for watch rebuilds, and on disk for clean drawings, so a warm build neither loads the XML parser
 * nor parses.
 */
export const svgHazards = (svg: Uint8Array) => checkedByHash(sha256(svg), svg);

const checkedByHash = memo(512, (hash, svg: Uint8Array) => check(svg, cachePath(cacheKinds.svgChecked, hash)));

async function check(svg: Uint8Array, marker: string) {
  if (await readEntry(marker)) return [];
  const { findSvgHazards } = await import('./svg-safety');
  const hazards = findSvgHazards(Buffer.from(svg).toString('utf8'));
  if (hazards.length === 0) await writeEntry(marker, new Uint8Array());
  return hazards;
}
