import { createHash } from 'node:crypto';
import type { OriginKind } from './page-needs';

/** The base64 sha256 a Content-Security-Policy uses to allow one inline script or style. */
export function cspHash(text: string) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

export interface PolicySources {
  /** The texts of the page's inline scripts: the theme script and the speculation rules (Chromium checks those against script-src too). */
  inlineScripts: readonly string[];
  inlineStyles: readonly string[];
  /** Origins the page's components load from, as they registered them while rendering. */
  origins: Readonly<Record<OriginKind, ReadonlySet<string>>>;
}

const unique = (values: string[]) => [...new Set(values)];
const sorted = (origins: ReadonlySet<string>) => [...origins].sort();

/**
 * The page's Content Security Policy: scripts only from the site plus its inline scripts by
 * hash, its inline stylesheet by hash, frames (and a check of them), media and images only from the origins its
 * components said they load from (an image's is a CDN image the build could not fetch).
 */
export function contentSecurityPolicy({ inlineScripts, inlineStyles, origins }: PolicySources) {
  const frames = sorted(origins.frame);
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...inlineScripts.map(cspHash)]).join(' ')}`,
    `style-src ${unique(["'self'", ...inlineStyles.map(cspHash)]).join(' ')}`,
    `img-src ${["'self'", 'data:', ...sorted(origins.image)].join(' ')}`,
    `media-src ${["'self'", ...sorted(origins.media)].join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    // A page asks a frame's origin whether it answers before it trusts the frame (components/hooks/frame-check.ts).
    `connect-src ${["'self'", ...frames].join(' ')}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
