import type { Site } from '../data/types';
import { routes, notFoundPath } from '../pages/routes';

/** sitemap.xml and robots.txt, from the route table and the site's public address. */
export function crawlFiles(site: Site) {
  const pages = routes.filter((route) => route.path !== notFoundPath);
  const urls = pages.map((route) => `  <url><loc>${site.siteUrl}${route.path}</loc></url>`).join('\n');
  return new Map<string, string>([
    ['sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`],
  ]);
}
