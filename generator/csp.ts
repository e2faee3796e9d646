import { cspHash } from './hash';

/** Frames the site may embed, besides those found in a page's markup. */
const frameAttributes = ['data-video-embed', 'data-resume-viewer'];

function originsIn(html: string, pattern: RegExp) {
  const origins = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    try {
      const url = new URL(match[1] ?? '');
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A relative URL is the site's own: 'self' covers it.
    }
  }
  return [...origins].sort();
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The page's Content Security Policy: scripts only from the site plus the inline theme
 * script's hash, its one inline stylesheet by hash, frames and media only from the origins
 * the page's own markup names, or the markup it fetches into itself (`loaded`, generator/dialog-pages.ts).
 */
export function contentSecurityPolicy(html: string, loaded = '') {
  // The inline theme script and the speculation rules (Chromium checks those against script-src too).
  const inlineScripts = [...html.matchAll(/<script(?: type="speculationrules")?>([\s\S]*?)<\/script>/g)].map((match) => cspHash(match[1] ?? ''));
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => cspHash(match[1] ?? ''));
  const frames = originsIn(html + loaded, new RegExp(`(?:${frameAttributes.join('|')})="([^"]+)"`, 'g'));
  const media = originsIn(html + loaded, /<(?:video|source)[^>]*\ssrc="([^"]+)"/g);
  // Only a CDN image that could not be fetched at build time is linked from its own origin.
  const images = originsIn(html, /<img[^>]*\ssrc="([^"]+)"/g);
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...inlineScripts]).join(' ')}`,
    `style-src ${unique(["'self'", ...inlineStyles]).join(' ')}`,
    `img-src ${["'self'", 'data:', ...images].join(' ')}`,
    `media-src ${["'self'", ...media].join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** Puts the policy first in <head>, so it governs every element after it. */
export function withContentSecurityPolicy(html: string, loaded = '') {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, loaded)}"/>`;
  return html.replace('<head><meta charSet="utf-8"/>', `<head><meta charSet="utf-8"/>${meta}`);
}
