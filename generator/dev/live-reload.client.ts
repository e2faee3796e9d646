/**
 * The script every page rendered in watch mode loads (components/Document.tsx): after a good
 * rebuild it reloads the page at the same scroll position, or swaps its styles in place when only
 * CSS changed (an open dialog and the scroll stay); a failed build shows over the page until the
 * next good one. Served as a file, so the pages' Content Security Policy allows it; styles go
 * through the CSSOM, which the policy permits.
 */
const events = new EventSource('/__live-reload');
const scrollKey = 'live-reload-scroll';
const kept = JSON.parse(sessionStorage.getItem(scrollKey) ?? 'null') as { path: string; y: number } | null;
sessionStorage.removeItem(scrollKey);
if (kept?.path === location.pathname) window.scrollTo(0, kept.y);

const reload = () => {
  sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
};
events.addEventListener('reload', reload);

// The rebuild this page came from (the dev server's Server-Timing header), against the one there is
// when this script connects: a save that landed in between reloads the page too.
const [loaded] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
const shown = loaded?.serverTiming.find((entry) => entry.name === 'build')?.description;
events.addEventListener('build', (event) => {
  if (shown !== undefined && JSON.parse(event.data) !== shown) reload();
});

events.addEventListener('style', async () => {
  const html = await (await fetch(location.href, { cache: 'no-store' })).text();
  // Read as text: a parsed document's <style> elements would be checked against this page's policy.
  const fresh = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const open = [...document.querySelectorAll('style')];
  if (fresh.length !== open.length) return location.reload();
  fresh.forEach((text, index) => {
    const sheet = open[index]?.sheet;
    if (!sheet) return;
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(text);
    while (sheet.cssRules.length > 0) sheet.deleteRule(0);
    for (const rule of parsed.cssRules) sheet.insertRule(rule.cssText, sheet.cssRules.length);
  });
  // The stylesheet below the first screen is renamed when its rules change. The new one loads beside
  // the old, which goes only then: without either for a moment, the page would lose its layout and scroll.
  const freshLinks = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  document.querySelectorAll('link[rel="stylesheet"]').forEach((link, index) => {
    const href = freshLinks[index];
    if (!href || link.getAttribute('href') === href) return;
    const next = link.cloneNode() as HTMLLinkElement;
    next.setAttribute('href', href);
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  });
});

events.addEventListener('build-error', (event) => {
  const overlay = document.getElementById('build-error') ?? document.body.appendChild(document.createElement('div'));
  overlay.id = 'build-error';
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;background:rgb(20 10 10/.94);color:#ffe8e8;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
  overlay.textContent = `The build failed; the site below is the last good build.\n\n${JSON.parse(event.data)}`;
});
