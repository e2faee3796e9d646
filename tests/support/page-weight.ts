import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** gzip bytes of the HTML with its inlined CSS and inline scripts. */
  html: number;
  /** gzip bytes of linked stylesheets. */
  css: number;
  /** gzip bytes of every script the page loads, inline ones included. */
  js: number;
  scripts: number;
}

const gzip = (contents: string | Uint8Array) => gzipSync(contents, { level: 9 }).length;

/** Weighs a page as a visitor downloads it; `file` reads a site file by its public path. */
export function weighPage(html: string, file: (publicPath: string) => Uint8Array | string | undefined): PageWeight {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => file(match[1] ?? '') ?? '');
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => file(match[1] ?? '') ?? '');
  return {
    html: gzip(html),
    css: stylesheets.reduce((sum, sheet) => sum + gzip(sheet), 0),
    js: [...scripts, ...inlineScripts].reduce((sum, script) => sum + gzip(script), 0),
    scripts: scripts.length,
  };
}
