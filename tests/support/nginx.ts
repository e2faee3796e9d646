import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/**
 * nginx set up the way S3 static website hosting behaves: index document index.html, error
 * document 404.html, and no rewrites of any kind.
 */
function config(dir: string, root: string, port: number) {
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
${process.getuid?.() === 0 ? 'user root;' : ''}
events {}
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    error_page 404 /404.html;
  }
}
`;
}

export async function startNginx(root: string, port: number) {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  await writeFile(path.join(dir, 'nginx.conf'), config(dir, path.resolve(root), port));
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
