import { sha256 } from './cache-core.mjs';

/** A short content hash for file names: equal content, equal name, cacheable for a year. */
export const contentHash = (...parts: (string | Uint8Array)[]) =>
  sha256(...parts)
    .slice(0, 8)
    .toUpperCase();
