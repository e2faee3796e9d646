import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import net from 'node:net';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { type Watcher, watchedCopy } from '../support/watcher';
import { runBuild } from '../support/build-process';
import { testPort } from '../support/ports';
import { routes } from '../../pages/routes';
import { notFoundPath, resumePath } from '../../data/addresses';

let project: ProjectCopy;
let watcher: Watcher;
const port = testPort(140);
beforeAll(async () => ({ project, watcher } = await watchedCopy(port)));
afterAll(() => watcher?.stop().then(() => project?.remove()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the served page until it contains `text`; false if it never does within the time. */
async function servedEventually(pathname: string, text: string, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body = await fetch(`${watcher.url}${pathname}`)
      .then((response) => response.text())
      .catch(() => '');
    if (body.includes(text)) return true;
    await sleep(50);
  }
  return false;
}

function connects(host: string) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('binds to this computer only: another address of the machine is refused', async () => {
  expect(await connects('127.0.0.1')).toBe(true);
  // All of 127.0.0.0/8 reaches this machine on Linux; only a server on every interface answers it.
  expect(await connects('127.0.0.2')).toBe(false);
});

test('an encoded `//host/..` path stays on this site, as `npm start` serves it', async () => {
  const first = await fetch(`${watcher.url}/%2Fevil.example%2F..%2Fmy-story`, { redirect: 'manual' });
  const location = first.headers.get('location');
  if (location !== null) expect(new URL(location, watcher.url).origin).toBe(new URL(watcher.url).origin);
  const followed = await fetch(`${watcher.url}/%2Fevil.example%2F..%2Fmy-story`);
  expect(new URL(followed.url).origin).toBe(new URL(watcher.url).origin);
  expect(followed.status).toBe(200);
  expect(await followed.text()).toContain('<title>My Story');
});

test('a malformed percent-escape is answered 400', async () => {
  const response = await fetch(`${watcher.url}/resume/%E0%A4%A`);
  expect(response.status).toBe(400);
});

test('two saves 20 ms apart: the second is what is served, ten times out of ten', async () => {
  const original = await project.read('data/site.ts');
  for (let trial = 1; trial <= 10; trial += 1) {
    const withRole = (role: string) => original.replace(/role: '[^']*'/, `role: '${role}'`);
    await project.write('data/site.ts', withRole(`First save ${trial}`));
    await sleep(20);
    await project.write('data/site.ts', withRole(`Formatted save ${trial}`));
    expect(await servedEventually('/', `Formatted save ${trial}`), `trial ${trial}: the second save is served`).toBe(true);
  }
});

test('a save put back to what it was while the rebuild reads it is served as put back', async () => {
  const original = await project.read('data/site.ts');
  const resume = await project.read('pages/resume.tsx');
  const withRole = (role: string) => original.replace(/role: '[^']*'/, `role: '${role}'`);
  for (let trial = 1; trial <= 3; trial += 1) {
    const since = watcher.output.length;
    await project.write('data/site.ts', withRole(`Draft ${trial}`));
    await sleep(60);
    await project.write('data/site.ts', withRole(`Kept ${trial}`));
    // The rebuild is reading while the file moves: another save, then the kept one back.
    await watcher.waitForOutput('change data/site.ts', since);
    await project.write('data/site.ts', withRole(`Passing ${trial}`));
    await sleep(120);
    await project.write('data/site.ts', withRole(`Kept ${trial}`));
    expect(await servedEventually('/', `Kept ${trial}`), `trial ${trial}: the kept save is served`).toBe(true);
    // …and stays served: rebuilds run one at a time, so once a later save to another file is served,
    // any rebuild of the passing save has ended.
    await project.write('pages/resume.tsx', resume.replace('My Resume', `My Resume ${trial}`));
    expect(await servedEventually('/resume/', `My Resume ${trial}`), `trial ${trial}: the later save is served`).toBe(true);
    expect(await servedEventually('/', `Kept ${trial}`, 100), `trial ${trial}: the kept save is still served`).toBe(true);
  }
  const since = watcher.output.length;
  await project.write('pages/resume.tsx', resume);
  await watcher.waitForOutput('rebuilt in', since);
});

test('a file saved with a broken one is built when the broken one is put back as it was', async () => {
  const footer = await project.read('components/Footer.tsx');
  const favicon = await project.read('assets/favicon.svg');
  const marked = favicon.replace('<svg', '<!-- saved beside a broken footer --><svg');
  try {
    const failed = 'Rebuild failed';
    let since = watcher.output.length;
    await project.write('components/Footer.tsx', footer.replace('<footer className={styles.root}>', '<footer className={styles.root}'));
    await watcher.waitForOutput(failed, since);
    // The site's icon is read by the render alone, not by esbuild: nothing compiled shows that it moved.
    since = watcher.output.length;
    await project.write('assets/favicon.svg', marked);
    await watcher.waitForOutput(failed, since);
    since = watcher.output.length;
    await project.write('components/Footer.tsx', footer);
    await watcher.waitForOutput('rebuilt in', since);
    const page = await fetch(`${watcher.url}/`).then((response) => response.text());
    const icon = page.match(/href="(\/assets\/favicon-[^"]+\.svg)"/)?.[1];
    expect(icon, 'the page links its icon').toBeDefined();
    expect(await fetch(`${watcher.url}${icon}`).then((response) => response.text())).toContain('saved beside a broken footer');
  } finally {
    // Put back, and built, before the next test looks at what the watcher prints.
    const since = watcher.output.length;
    await project.write('assets/favicon.svg', favicon);
    await project.write('components/Footer.tsx', footer);
    await watcher.waitForOutput('rebuilt in', since);
  }
});

test('with its port taken, prints one line naming the port and exits before building anything', async () => {
  const other = await copyProject();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(port + 1, '127.0.0.1', resolve));
  try {
    const child = spawn(other.tsx, ['build.ts', '--watch'], {
      cwd: other.dir,
      env: { ...process.env, PORT: String(port + 1), FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(`Port ${port + 1}`);
    expect(existsSync(other.file('dist'))).toBe(false);
  } finally {
    blocker.close();
    await other.remove();
  }
});

test('a build run during watch takes turns with the rebuilds, and the last save is served', async () => {
  const build = runBuild(project);
  const deadline = Date.now() + 20_000;
  while (!existsSync(project.file('.build.lock')) && Date.now() < deadline) await sleep(10);
  expect(existsSync(project.file('.build.lock')), 'the build holds the lock while it runs').toBe(true);
  const since = watcher.output.length;
  await project.edit('data/site.ts', (text) => text.replace(/role: '[^']*'/, "role: 'Saved during a build'"));
  await watcher.waitForOutput(/Waiting for process \d+ \(tsx build\.ts\)/, since);
  expect((await build).code).toBe(0);
  expect(await servedEventually('/', 'Saved during a build')).toBe(true);
});

test('the watcher never links pages from a dist/ another writer put in place', async () => {
  const other = await copyProject();
  try {
    await other.edit('data/site.ts', (text) => text.replace("name: 'Your Name'", "name: 'Another Writer'"));
    expect((await runBuild(other)).code).toBe(0);
    // Another writer swaps its site in between two rebuilds.
    await rm(project.file('dist'), { recursive: true });
    await rename(other.file('dist'), project.file('dist'));
    const since = watcher.output.length;
    await project.edit('pages/resume.tsx', (text) => text.replace('My Resume', 'My Resume, edited'));
    await watcher.waitForOutput('rebuilt in', since);
    expect(await servedEventually('/resume/', 'My Resume, edited')).toBe(true);
    for (const { path: pathname } of routes.filter((route) => route.path !== resumePath && route.path !== notFoundPath)) {
      const body = await fetch(`${watcher.url}${pathname}`).then((response) => response.text());
      expect(body, pathname).not.toContain('Another Writer');
      expect(body, pathname).toContain('Your Name');
    }
  } finally {
    await other.remove();
  }
});

test('a home-page component that throws shows the error screen on / while the other routes still build', async () => {
  const good = await project.read('components/Hero.tsx');
  try {
    const since = watcher.output.length;
    const throwing = good.replace(
      /export function Hero\(.*\) \{\n/,
      (start) => `${start}  if (Math.PI > 3) throw new Error('The hero photo is missing');\n`,
    );
    expect(throwing).not.toBe(good);
    await project.write('components/Hero.tsx', throwing);
    const printed = await watcher.waitForOutput('rebuilt in', since);
    expect(printed).not.toContain('Dangling internal links');
    expect(printed).toContain('Route / (pages/home.tsx) failed');
    const home = await fetch(`${watcher.url}/`).then((response) => response.text());
    expect(home).toContain('Unexpected Application Error!');
    expect(home).toContain('The hero photo is missing');

    await project.edit('pages/testimonials.tsx', (text) => text.replace('title="Testimonials"', 'title="Testimonials, edited"'));
    expect(await servedEventually('/testimonials/', 'Testimonials, edited')).toBe(true);
  } finally {
    await project.write('components/Hero.tsx', good);
  }
  expect(await servedEventually('/', 'Engineering Africa&#x27;s Future')).toBe(true);
});

test('a stylesheet a save removes while it is being served ends that answer, never the server', async () => {
  const file = 'components/ProjectDialog.css.ts';
  const original = await project.read(file);
  const stylesheet = async () =>
    /<link rel="stylesheet" href="([^"]+)"/.exec(await fetch(`${watcher.url}/`).then((r) => r.text()))?.[1] ?? '';
  try {
    for (let save = 1; save <= 10; save += 1) {
      const before = await stylesheet();
      let saved = false;
      // Requests for the old stylesheet in flight as the save removes it.
      const requests = Array.from({ length: 8 }, async () => {
        while (!saved)
          await fetch(`${watcher.url}${before}`)
            .then((r) => r.arrayBuffer())
            .catch(() => null);
      });
      await project.write(file, original.replace("const dialogMaxHeight = '80vh'", `const dialogMaxHeight = '${save}.25vh'`));
      const deadline = Date.now() + 10_000;
      while ((await stylesheet().catch(() => before)) === before && Date.now() < deadline) await sleep(5);
      saved = true;
      await Promise.all(requests);
      expect(await stylesheet(), `save ${save}: the watcher still serves, with the new stylesheet`).not.toBe(before);
    }
  } finally {
    await project.write(file, original);
  }
});

test('a page a save replaces while it is being served is answered whole, old or new', async () => {
  const original = await project.read('data/site.ts');
  const answers: string[] = [];
  try {
    for (let save = 1; save <= 10; save += 1) {
      let saved = false;
      const requests = Array.from({ length: 8 }, async () => {
        while (!saved)
          answers.push(
            await fetch(`${watcher.url}/`)
              .then((r) => r.text())
              .catch((error: unknown) => String(error)),
          );
      });
      await project.write('data/site.ts', original.replace(/role: '[^']*'/, `role: 'Replaced while served ${save}'`));
      const served = await servedEventually('/', `Replaced while served ${save}`);
      saved = true;
      await Promise.all(requests);
      expect(served, `save ${save} is served`).toBe(true);
    }
    const broken = answers.filter((answer) => !answer.trimEnd().endsWith('</html>'));
    expect(
      broken.map((answer) => answer.slice(-200)),
      `${broken.length} of ${answers.length} answers`,
    ).toEqual([]);
  } finally {
    await project.write('data/site.ts', original);
  }
});
