import type { Site } from '../../data/types';
import { notFoundPath } from '../../data/addresses';
import type { Route } from '../../pages/routes';

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element, whatever the address holds. */
function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** One robots.txt value: a line break or control character in it would start a directive of its own. */
function robotsValue(text: string) {
  return text.replace(/[\s\p{Cc}]/gu, (character) => encodeURIComponent(character));
}

/** sitemap.xml and robots.txt from the route table; the address is validated, and escaped here all the same. */
export function crawlFiles(site: Site, routes: readonly Route[]) {
  const pages = routes.filter((route) => route.path !== notFoundPath);
  // A crawler reads addresses in ASCII: a title in another script is percent-encoded here.
  const urls = pages.map((route) => `  <url><loc>${escapeXml(site.siteUrl + encodeURI(route.path))}</loc></url>`).join('\n');
  return new Map<string, string>([
    [
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    ],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${robotsValue(`${site.siteUrl}/sitemap.xml`)}\n`],
  ]);
}
