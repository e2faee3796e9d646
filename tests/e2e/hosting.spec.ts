import { expect, test, type APIRequestContext } from '@playwright/test';
import { nginxBinary, startNginx } from '../support/nginx';
import { e2ePort, testPort } from '../support/ports';
import { linkedPages } from './site';

/** Every page and file a visitor can reach from the home page by the site's own links. */
async function crawl(request: APIRequestContext, origin: string) {
  const pages = new Map<string, number>();
  const files = new Map<string, number>();
  const redirects: string[] = [];
  const queue = ['/'];
  while (queue.length > 0) {
    const pathname = queue.shift() ?? '/';
    if (pages.has(pathname)) continue;
    const response = await request.get(`${origin}${pathname}`, { maxRedirects: 0 });
    pages.set(pathname, response.status());
    if (response.status() >= 300 && response.status() < 400) redirects.push(pathname);
    const html = await response.text();
    const links = [...html.matchAll(/\s(?:href|src|poster)="(\/[^"#]*)/g)].map((match) => match[1] ?? '/');
    const srcsets = [...html.matchAll(/\ssrcSet="([^"]+)"/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((entry) => entry.trim().split(' ')[0] ?? ''),
    );
    for (const link of [...links, ...srcsets]) {
      if (link.endsWith('/')) queue.push(link);
      else if (!files.has(link)) files.set(link, 0);
    }
  }
  for (const file of files.keys()) {
    const response = await request.get(`${origin}${file}`, { maxRedirects: 0 });
    files.set(file, response.status());
  }
  return { pages, files, redirects };
}

const hosts = [
  { name: 'serve', start: async () => ({ url: `http://localhost:${e2ePort}`, stop: async () => {} }) },
  { name: 'nginx configured like S3 website hosting', start: () => startNginx('dist', testPort(1)) },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    // On a developer's machine without nginx this host is skipped; CI installs it, so there it must run.
    test.skip(host.name.startsWith('nginx') && !nginxBinary && !process.env.CI, 'nginx is not installed (.ci/run installs it)');
    let server: Awaited<ReturnType<typeof host.start>>;
    test.beforeAll(async () => {
      server = await host.start();
    });
    test.afterAll(async () => server?.stop());

    test('every page the site links to loads with 200 and no redirect, and every file it uses loads', async ({ request }) => {
      const { pages, files, redirects } = await crawl(request, server.url);
      expect([...pages.keys()].sort()).toEqual([...linkedPages].sort());
      expect(redirects).toEqual([]);
      for (const [page, status] of pages) expect(status, page).toBe(200);
      expect(files.size).toBeGreaterThan(20);
      for (const [file, status] of files) expect(status, file).toBe(200);
    });

    test('an unknown path gets status 404 and the not-found page', async ({ request }) => {
      for (const pathname of ['/no-such-page', '/deeper/no/such/page', '/assets/missing.js']) {
        const response = await request.get(`${server.url}${pathname}`, { maxRedirects: 0 });
        expect(response.status(), pathname).toBe(404);
        expect(await response.text()).toContain('Oops! Page not found');
      }
    });

    test('the site’s files are served with their types', async ({ request }) => {
      const types = { '/': 'text/html', '/sitemap.xml': 'xml', '/robots.txt': 'text/plain', '/manifest.webmanifest': 'manifest' };
      for (const [pathname, type] of Object.entries(types)) {
        const response = await request.get(`${server.url}${pathname}`);
        expect(response.status(), pathname).toBe(200);
        expect(response.headers()['content-type'], pathname).toContain(type);
      }
    });
  });
}
