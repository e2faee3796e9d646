/**
 * The watch mode's server: dist/ answered by the handler and rules `npm start` uses (serve-handler
 * with serve.json), never cached, plus the live-reload events that generator/dev/live-reload.client.ts
 * listens to.
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import * as esbuild from 'esbuild';
import serveHandler from 'serve-handler';
import { distDir, liveReloadScriptPath, root } from '../paths';

const liveReloadPath = '/__live-reload';
const textType = { 'content-type': 'text/plain; charset=utf-8' };

/** The live-reload script, compiled for the browser once a watcher. */
const liveReloadScript = esbuild
  .build({ entryPoints: [path.join(root, 'generator/dev/live-reload.client.ts')], bundle: true, write: false, logLevel: 'silent' })
  .then((result) => result.outputFiles[0]?.text ?? '')
  .catch((error: unknown) => `console.error(${JSON.stringify(`The live-reload script did not compile: ${String(error)}`)});`);

/** The dev server's port from PORT: a whole number a server can listen on, or the watcher stops naming the value. */
function devPort(value = '') {
  if (value === '') return 3000;
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && port >= 1 && port <= 65535) return port;
  console.error(
    `PORT=${JSON.stringify(value)} is not a port the dev server can use: give a whole number from 1 to 65535, as in PORT=3001 npm run dev.`,
  );
  process.exit(1);
}

/**
 * Whether a request's Host names this server: a loopback name, an address (a phone on the same
 * network types one), or the HOST it was started with. Any other name is a page on another site
 * whose DNS was pointed here to read the drafts (DNS rebinding), as Vite refuses since 2025.
 */
function servesHost(hostHeader: string | undefined, host: string) {
  const name = URL.parse(`http://${hostHeader}`)
    ?.hostname.replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (!hostHeader || name === undefined) return false;
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || name === host.toLowerCase();
}

/**
 * serve-handler's file access, reading each file whole as it first looks at it: a save renaming a
 * new file over it between serve-handler's look and its read cannot make the answer's length and
 * body disagree, or end the server. Its README allows asynchronous methods; its types do not say so.
 */
function readWhole() {
  const bodies = new Map<string, Buffer>();
  const methods = {
    lstat: async (file: string) => {
      const info = await fs.promises.lstat(file);
      if (!info.isFile()) return info;
      const body = await fs.promises.readFile(file);
      bodies.set(file, body);
      return Object.assign(info, { size: body.length });
    },
    createReadStream: (file: string, { start = 0, end = Number.POSITIVE_INFINITY } = {}) =>
      Readable.from([bodies.get(file)?.subarray(start, end + 1) ?? Buffer.alloc(0)]),
  };
  return methods as unknown as Parameters<typeof serveHandler>[3];
}

/** Listens on HOST and PORT, or stops the watcher with one line saying why, before anything is built. */
export async function startDevServer() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = devPort(process.env.PORT);
  const config = {
    ...(JSON.parse(fs.readFileSync(path.join(root, 'serve.json'), 'utf8')) as Parameters<typeof serveHandler>[2]),
    public: distDir,
    headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: 'no-store' }] }],
  };
  const clients = new Set<http.ServerResponse>();
  /** The message of the build that failed last, shown to pages opened while it stands. */
  let failure: string | null = null;
  /**
   * Counts the rebuilds that wrote something. Every answer says which it came from, and a page
   * hears the current one when it connects: a rebuild that landed between loading the page and
   * connecting would otherwise leave it stale.
   */
  let build = 0;
  const send = (client: http.ServerResponse, event: string, data: string) =>
    client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  const server = http.createServer(async (request, response) => {
    if (!servesHost(request.headers.host, host)) {
      response
        .writeHead(403, textType)
        .end(`This server answers only for localhost and ${host}: start it with HOST=<name> to use another name.`);
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A static host reads; a form or script sending anything else gets no page for it.
      response.writeHead(405, { allow: 'GET, HEAD', ...textType }).end(`${request.method} is not allowed: this server only serves files.`);
    } else if (request.url === liveReloadPath) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }).write(': connected\n\n');
      send(response, 'build', String(build));
      if (failure) send(response, 'build-error', failure);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    } else if (request.url === liveReloadScriptPath) {
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(await liveReloadScript);
    } else {
      response.setHeader('server-timing', `build;desc="${build}"`);
      await serveHandler(request, response, config, readWhole());
    }
  });

  await new Promise<void>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE' ? 'is in use (another `npm run dev`?); stop that' : `cannot be used (${error.code ?? String(error)})`;
      console.error(`Port ${port} on ${host} ${reason} or choose another with PORT=${port + 1}.`);
      process.exit(1);
    });
    server.listen(port, host, resolve);
  });

  return {
    address:
      host === '127.0.0.1' || host === 'localhost'
        ? `http://localhost:${port} (this computer only; HOST=0.0.0.0 npm run dev to open it from a phone)`
        : `http://${host}:${port}`,
    /**
     * A good rebuild: open pages reload, or swap their styles when only CSS `changed`. A page showing
     * the last failure reloads even when nothing changed (a broken save put back as it was).
     */
    rebuilt(changed: 'nothing' | 'styles' | 'pages') {
      if (changed !== 'nothing') build += 1;
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
