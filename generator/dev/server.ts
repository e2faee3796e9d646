import http from 'node:http';
import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import * as esbuild from 'esbuild';
import { distDir, liveReloadScriptPath, root } from '../paths';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The event stream generator/dev/live-reload.client.ts listens to. */
const liveReloadPath = '/__live-reload';

let compiledLiveReload: Promise<string> | null = null;
/** The live-reload script, compiled for the browser once a watcher. */
const liveReloadScript = () =>
  (compiledLiveReload ??= esbuild
    .build({ entryPoints: [path.join(root, 'generator', 'dev', 'live-reload.client.ts')], bundle: true, write: false, logLevel: 'silent' })
    .then((result) => result.outputFiles[0]?.text ?? '')
    .catch((error: unknown) => `console.error(${JSON.stringify(`The live-reload script did not compile: ${String(error)}`)});`));

async function isFile(file: string) {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** A request path that is not valid percent-encoding: answered 400, as a static host would. */
class MalformedPath extends Error {}

/**
 * The URL rules of S3 website hosting and `serve`: `/x/` answers x/index.html, `/x` (a
 * folder) redirects to `/x/`, and anything missing gets 404.html with status 404.
 */
async function resolveRequest(urlPath: string): Promise<{ file: string; status: number } | { redirect: string }> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new MalformedPath(urlPath);
  }
  const file = path.join(distDir, path.normalize(decoded));
  if (file !== distDir && !file.startsWith(distDir + path.sep)) return { file: path.join(distDir, '404.html'), status: 404 };
  if (decoded.endsWith('/') && (await isFile(path.join(file, 'index.html')))) {
    return { file: path.join(file, 'index.html'), status: 200 };
  }
  if (await isFile(file)) return { file, status: 200 };
  // Built from the file found, never from the request: `//host/..` must not leave the site.
  const sitePath = path.relative(distDir, file).split(path.sep).join('/');
  if (await isFile(path.join(file, 'index.html'))) return { redirect: `/${sitePath}/` };
  return { file: path.join(distDir, '404.html'), status: 404 };
}

/**
 * Whether a request's Host names this server: a loopback name, an address (a phone on the same
 * network types one), or the HOST it was started with. Any other name is a page on another site
 * whose DNS was pointed here to read the drafts (DNS rebinding), as Vite refuses since 2025.
 */
function servesHost(hostHeader: string | undefined, host: string) {
  if (!hostHeader) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || name === host.toLowerCase();
}

/** The watch mode's server: dist/ as a static host would serve it, plus live reload. */
export function startDevServer(port: number, host: string) {
  const clients = new Set<http.ServerResponse>();
  /** The message of the build that failed last, shown to pages opened while it stands. */
  let failure: string | null = null;
  const send = (client: http.ServerResponse, event: string, data: string) =>
    client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  const server = http.createServer(async (request, response) => {
    if (!servesHost(request.headers.host, host)) {
      response.writeHead(403, { 'content-type': contentTypes['.txt'] ?? 'text/plain' });
      response.end(`This server answers only for localhost and ${host}: start it with HOST=<name> to use another name.`);
      return;
    }
    // A static host reads; a form or script sending anything else gets no page for it.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': contentTypes['.txt'] ?? 'text/plain' });
      response.end(`${request.method} is not allowed: this server only serves files.`);
      return;
    }
    // Appended, not resolved: a request for `//host/x` is a path on this site, not another host.
    const url = new URL(`http://localhost${request.url ?? '/'}`);
    if (url.pathname === liveReloadPath) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write(': connected\n\n');
      if (failure) send(response, 'build-error', failure);
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return;
    }
    if (url.pathname === liveReloadScriptPath) {
      response.writeHead(200, { 'content-type': contentTypes['.js'], 'cache-control': 'no-store' });
      response.end(await liveReloadScript());
      return;
    }
    try {
      const resolved = await resolveRequest(url.pathname);
      if ('redirect' in resolved) {
        response.writeHead(302, { location: resolved.redirect + url.search });
        response.end();
        return;
      }
      const type = contentTypes[path.extname(resolved.file)] ?? 'application/octet-stream';
      // Pages rendered in watch mode load the live-reload script themselves (components/Document.tsx).
      const body = await readFile(resolved.file);
      response.writeHead(resolved.status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    } catch (error) {
      if (error instanceof MalformedPath) {
        response.writeHead(400, { 'content-type': contentTypes['.txt'] ?? 'text/plain' });
        response.end('Bad request: the path is not valid percent-encoding.');
        return;
      }
      // dist/ is swapped between two renames; a request in that instant may find nothing.
      response.writeHead(503, { 'retry-after': '1' });
      response.end('Rebuilding, try again.');
    }
  });

  return {
    /** Rejects (EADDRINUSE) when the port is taken. */
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    /**
     * A good rebuild: open pages reload, or swap their styles when only CSS `changed`. A page showing
     * the last failure reloads even when nothing changed (a broken save put back as it was).
     */
    rebuilt(changed: 'nothing' | 'styles' | 'pages') {
      const event = failure !== null || changed === 'pages' ? 'reload' : changed === 'styles' ? 'style' : null;
      failure = null;
      if (event) for (const client of clients) send(client, event, '');
    },
    showError(message: string) {
      failure = message;
      for (const client of clients) send(client, 'build-error', failure);
    },
    close() {
      for (const client of clients) client.end();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
