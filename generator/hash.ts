import { createHash } from 'node:crypto';

/** A short content hash for file names: equal content, equal name, cacheable for a year. */
export function contentHash(...parts: (string | Uint8Array)[]) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 8).toUpperCase();
}
