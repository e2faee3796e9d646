import { beforeAll, expect, test } from 'vitest';
import { cspHash } from '../../components/content-security-policy';
import type { assemblePages } from '../../generator/pipeline/render';
import { site as owner } from '../../data/site';
import { highlightVideos } from '../../data/gallery';
import { videoSource } from '../../data/video-source';
import { routes } from '../../pages/routes';
import { renderSiteInMemory } from '../support/site-in-memory';

let site: Awaited<ReturnType<typeof assemblePages>>;

beforeAll(async () => {
  ({ site } = await renderSiteInMemory());
});

const pageAt = (path: string) => site.pages.get(routes.find((route) => route.path === path)?.output ?? '') ?? '';

/** The policy a page's <meta> sets, by directive. */
function policyOf(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? '';
  const text = content.replaceAll('&#x27;', "'");
  return new Map(text.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const));
}

test('every page sets its policy before anything it governs', () => {
  for (const route of routes) {
    const html = site.pages.get(route.output) ?? '';
    expect(policyOf(html).get('default-src')).toEqual(["'self'"]);
    // React puts the charset and viewport first; nothing they hold is governed by the policy.
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.search(/<(script|style|link|title)/));
  }
});

test("each page's inline scripts and inline style are allowed by their hashes, and nothing else inline", () => {
  for (const route of routes) {
    const html = site.pages.get(route.output) ?? '';
    const policy = policyOf(html);
    const scripts = [...html.matchAll(/<script(?: type="speculationrules")?>([\s\S]*?)<\/script>/g)].map((match) =>
      cspHash(match[1] ?? ''),
    );
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => cspHash(match[1] ?? ''));
    expect(scripts).toHaveLength(2);
    expect(policy.get('script-src')).toEqual(["'self'", ...scripts]);
    expect(policy.get('style-src')).toEqual(["'self'", ...styles]);
  }
});

test('frames and media come only from the origins the page shows them from', () => {
  const origins = highlightVideos
    .map((video) => videoSource(video.url))
    .map((source) => new URL(source.kind === 'file' ? source.url : source.embedUrl).origin);
  const story = policyOf(pageAt('/my-story/'));
  expect([...(story.get('frame-src') ?? []), ...(story.get('media-src') ?? [])]).toEqual(expect.arrayContaining(origins));
  expect(policyOf(pageAt('/resume/')).get('frame-src')).toEqual([new URL(owner.resume.viewerUrl).origin]);
  expect(policyOf(pageAt('/testimonials/')).get('frame-src')).toEqual(["'none'"]);
  expect(policyOf(pageAt('/testimonials/')).get('media-src')).toEqual(["'self'"]);
});
