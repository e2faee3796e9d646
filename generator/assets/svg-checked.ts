import { sha256 } from '../cache/cache-core.mjs';
import { cacheKinds } from '../cache/cache-core.mjs';
import { cachePath, readEntry, writeEntry } from '../cache/cache-store';
import type { SvgHazard } from './svg-safety';

const known = new Map<string, Promise<SvgHazard[]>>();

/**
 * What in an SVG could run script (generator/assets/svg-safety.ts), remembered by content: in this process
 * for watch rebuilds, and on disk for clean drawings, so a warm build neither loads the XML parser
 * nor parses (~60 ms for the site's 18 SVGs).
 */
export function svgHazards(svg: Uint8Array) {
  const hash = sha256(svg);
  let hazards = known.get(hash);
  if (!hazards) {
    hazards = check(svg, cachePath(cacheKinds.svgChecked, hash));
    known.set(hash, hazards);
  }
  return hazards;
}

async function check(svg: Uint8Array, marker: string) {
  if (await readEntry(marker)) return [];
  const { findSvgHazards } = await import('./svg-safety');
  const hazards = findSvgHazards(Buffer.from(svg).toString('utf8'));
  if (hazards.length === 0) await writeEntry(marker, new Uint8Array());
  return hazards;
}
