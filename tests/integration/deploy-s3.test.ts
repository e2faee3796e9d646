import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removePlaceholderMarks } from '../support/placeholder-marks';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { type S3Request, type S3Server, startS3Server } from '../support/s3-server';

// `npm run deploy:s3` against a real S3-compatible server (s3rver, started here) with the real AWS CLI.
const run = promisify(execFile);
const bucket = 'portfolio';
const year = 'public, max-age=31536000, immutable';

const awsCli = await run('aws', ['--version']).then(
  ({ stdout, stderr }) => (stdout || stderr).trim(),
  () => null,
);
if (!awsCli) {
  const missing =
    'The AWS CLI (aws) is not on PATH, so the S3 deploy is not tested: install it (docs/hosting.md, "Amazon S3 and S3-compatible storage").';
  // CI installs it (.ci/run): there a missing CLI is a broken setup, never a pass.
  if (process.env.CI) throw new Error(missing);
  console.warn(`\n*** SKIPPED tests/integration/deploy-s3.test.ts: ${missing}\n`);
}

/** The types a browser needs for each kind of file the site publishes (either of two where the CLI's guess varies by system). */
const contentTypes: Record<string, string[]> = {
  '.html': ['text/html'],
  '.css': ['text/css'],
  '.js': ['text/javascript', 'application/javascript'],
  '.svg': ['image/svg+xml'],
  '.png': ['image/png'],
  '.jpg': ['image/jpeg'],
  '.webp': ['image/webp'],
  '.avif': ['image/avif'],
  '.woff2': ['font/woff2'],
  '.ico': ['image/x-icon', 'image/vnd.microsoft.icon'],
  '.txt': ['text/plain'],
  '.xml': ['application/xml', 'text/xml'],
  '.webmanifest': ['application/manifest+json'],
};

let project: ProjectCopy;
let storage: string;
let server: S3Server;

/** The environment an owner's shell would have for S3-compatible storage, and nothing from this machine's own AWS setup. */
function ownerEnvironment(extra: Record<string, string> = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')));
  return {
    ...env,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_CONFIG_FILE: path.join(storage, 'no-aws-config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(storage, 'no-aws-credentials'),
    AWS_ENDPOINT_URL: server.endpoint,
    AWS_REGION: 'af-south-1',
    FORCE_COLOR: '0',
    ...extra,
  };
}

/** A command in the project copy: its exit code and what it printed. */
async function inProject(program: string, args: string[], extra: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(program, args, { cwd: project.dir, env: ownerEnvironment(extra) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

const deployS3 = (...args: string[]) => inProject('npm', ['run', 'deploy:s3', '--', ...args]);
const deployScript = (extra: Record<string, string> = {}) => inProject('bash', ['generator/publish/deploy-s3.sh', bucket], extra);

/** The AWS CLI itself, as docs/hosting.md has the owner run it once, pointed at the test's server. */
const aws = (...args: string[]) => run('aws', ['--endpoint-url', server.endpoint, ...args], { env: ownerEnvironment() });

/** Every object key in the bucket, as the CLI lists them. */
async function bucketKeys() {
  const { stdout } = await aws('s3', 'ls', `s3://${bucket}`, '--recursive');
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\S+ +\S+ +\d+ /, ''))
    .sort();
}

async function distFiles() {
  const entries = await readdir(project.file('dist'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(project.file('dist'), path.join(entry.parentPath, entry.name)))
    .sort();
}

const get = (key: string) => fetch(`${server.site}/${key}`);

/** Assets that a page or the manifest in the bucket names but the bucket does not serve: none on a whole site. */
async function missingAssets() {
  const live = (await bucketKeys()).filter((key) => key.endsWith('.html') || key === 'manifest.webmanifest');
  const named = new Set<string>();
  for (const key of live) for (const [asset] of (await (await get(key)).text()).matchAll(/assets\/[\w.-]+/g)) named.add(asset);
  expect(named.size).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const asset of named) if ((await get(asset)).status !== 200) missing.push(asset);
  return missing;
}

const puts = (requests: S3Request[], which: (key: string) => boolean) => requests.filter((r) => r.method === 'PUT' && which(r.key));
const isAsset = (key: string) => key.startsWith('assets/');

// The tests run in order, as an owner's deploys do: each starts from the bucket the last one left.
describe.skipIf(!awsCli)(`publishing to S3-compatible storage (${awsCli})`, () => {
  beforeAll(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'portfolio-s3-'));
    server = await startS3Server(storage, bucket);
    project = await copyProject();
    // A release build refuses placeholder content.
    await removePlaceholderMarks(project);
    // Once per bucket, as docs/hosting.md says.
    await aws('s3', 'mb', `s3://${bucket}`);
    await aws('s3', 'website', `s3://${bucket}`, '--index-document', 'index.html', '--error-document', '404.html');
  });
  afterAll(async () => {
    await server?.stop();
    await project?.remove();
    if (storage) await rm(storage, { recursive: true, force: true });
  });

  test('npm run deploy:s3 publishes a release build: every file, with its type and caching', async () => {
    server.requests.length = 0;
    const { code, stdout, stderr } = await deployS3(bucket);
    expect(stderr).not.toContain('deploy-s3:');
    expect(code).toBe(0);
    expect(stdout).toContain(`Published dist/ to s3://${bucket} at ${server.endpoint}`);
    // The endpoint came from AWS_ENDPOINT_URL (the requests are here), the region from AWS_REGION.
    expect(new Set(server.requests.map((r) => r.region))).toEqual(new Set(['af-south-1']));

    const files = await distFiles();
    expect(files).toContain('manifest.webmanifest');
    expect(files.filter(isAsset).length).toBeGreaterThan(10);
    expect(await bucketKeys()).toEqual(files);
    for (const file of files) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      const type = response.headers.get('content-type')?.split(';')[0];
      expect(contentTypes[path.extname(file)], file).toContain(type);
      expect(response.headers.get('cache-control'), file).toBe(isAsset(file) ? year : 'no-cache');
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(project.file(`dist/${file}`))), file).toBe(true);
    }
  });

  test('the bucket website answers / and /resume/ with their pages, and an unknown path with the not-found page and 404', async () => {
    const home = await get('');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(await project.read('dist/index.html'));
    const resume = await get('resume/');
    expect(resume.status).toBe(200);
    expect(await resume.text()).toBe(await project.read('dist/resume/index.html'));
    const unknown = await get('no-such-page/');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await unknown.text()).toBe(await project.read('dist/404.html'));
  });

  test('a deploy after a content change puts new assets up before any page, and deletes old ones only once every page is up', async () => {
    const before = await bucketKeys();
    await project.edit('assets/hero/drone-over-paddies.svg', (svg) => svg.replace('r="54" fill="#f2a54e"', 'r="56" fill="#f2a54e"'));
    server.requests.length = 0;
    const { code, stderr } = await deployS3(bucket);
    const requests = [...server.requests];
    expect(stderr).not.toContain('deploy-s3:');
    expect(code).toBe(0);

    const after = await distFiles();
    expect(await bucketKeys()).toEqual(after);
    const removed = before.filter((key) => !after.includes(key));
    const added = after.filter((key) => !before.includes(key));
    expect(removed).toContainEqual(expect.stringMatching(/^assets\/drone-over-paddies-\w+\.svg$/));
    expect(added).toContainEqual(expect.stringMatching(/^assets\/drone-over-paddies-\w+\.svg$/));
    expect(removed.every(isAsset)).toBe(true);
    for (const key of removed) expect((await get(key)).status, key).toBe(404);

    expect(requests.filter((r) => r.status !== 200 && r.status !== 204)).toEqual([]);
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.key).sort()).toEqual(removed);
    const newAssets = puts(requests, isAsset);
    const pages = puts(requests, (key) => !isAsset(key));
    expect(newAssets.map((r) => r.key).sort()).toEqual(added.filter(isAsset));
    expect(pages.map((r) => r.key)).toContain('index.html');
    expect(Math.max(...newAssets.map((r) => r.answered))).toBeLessThan(Math.min(...pages.map((r) => r.arrived)));
    expect(Math.max(...pages.map((r) => r.answered))).toBeLessThan(Math.min(...deletes.map((r) => r.arrived)));
    expect(await missingAssets()).toEqual([]);
  });

  test('an upload the storage refuses stops the deploy with its message, and the site online stays the previous one, whole', async () => {
    const online = new Map<string, string>();
    for (const key of (await bucketKeys()).filter((key) => !isAsset(key))) online.set(key, await (await get(key)).text());
    await project.edit('assets/hero/drone-over-paddies.svg', (svg) => svg.replace('r="56" fill="#f2a54e"', 'r="58" fill="#f2a54e"'));
    const build = await inProject(process.execPath, ['generator/launch.mjs', '--release']);
    expect(build.code, build.stdout + build.stderr).toBe(0);
    const [refused] = (await distFiles()).filter((file) => file.startsWith('assets/drone-over-paddies-') && !online.has(file));
    if (!refused) throw new Error('the content change made no new asset');
    expect(await bucketKeys()).not.toContain(refused);

    // The storage fails to write this one object for real: a directory stands where its file goes.
    await mkdir(server.objectFile(refused), { recursive: true });
    server.requests.length = 0;
    // Once: the CLI's own retries of a failed upload (up to 15 s) change nothing here.
    const { code, stderr } = await deployScript({ AWS_MAX_ATTEMPTS: '1' });
    expect(code).not.toBe(0);
    expect(stderr).toContain(`upload failed: dist/${refused} to s3://${bucket}/${refused}`);
    expect(stderr).toContain('deploy-s3: uploading the new assets failed');
    expect(stderr).toContain('No page was changed: the site online is the previous one, whole.');

    expect(server.requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !isAsset(r.key))).toEqual([]);
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    for (const [key, page] of online) expect(await (await get(key)).text(), key).toBe(page);
    expect(await missingAssets()).toEqual([]);

    // Once the storage takes it, running the command again publishes the new site.
    await rm(server.objectFile(refused), { recursive: true });
    const again = await deployScript();
    expect(again.code, again.stderr).toBe(0);
    expect(await bucketKeys()).toEqual(await distFiles());
    expect((await get(refused)).status).toBe(200);
    expect(await missingAssets()).toEqual([]);
  });

  test('a server that goes down before the pages stops the deploy with its message, and no old asset is deleted', async () => {
    // The pages (the manifest goes up before them, as it should).
    const online = new Map<string, string>();
    for (const key of (await bucketKeys()).filter((key) => key.endsWith('.html'))) online.set(key, await (await get(key)).text());
    const assetsBefore = (await bucketKeys()).filter(isAsset);
    await project.edit('assets/hero/drone-over-paddies.svg', (svg) => svg.replace('r="58" fill="#f2a54e"', 'r="60" fill="#f2a54e"'));
    const build = await inProject(process.execPath, ['generator/launch.mjs', '--release']);
    expect(build.code, build.stdout + build.stderr).toBe(0);

    // Down right after the manifest, the last upload before the pages: the pages' pass finds no server.
    const wentDown = server;
    wentDown.stopAfter((request) => request.method === 'PUT' && request.key === 'manifest.webmanifest');
    wentDown.requests.length = 0;
    const { code, stderr } = await deployScript({ AWS_MAX_ATTEMPTS: '1' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('Could not connect to the endpoint URL');
    expect(stderr).toContain('deploy-s3: uploading the pages failed');
    expect(stderr).toContain('Every old asset is still online, so each page, old or new, finds its files.');
    expect(wentDown.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await wentDown.stop();

    // Back up, on the same storage: what it holds is what visitors would have had all along.
    server = await startS3Server(storage, bucket);
    const keys = await bucketKeys();
    expect(keys).toEqual(expect.arrayContaining(assetsBefore));
    expect(keys).toEqual(expect.arrayContaining((await distFiles()).filter(isAsset)));
    for (const [key, page] of online) expect(await (await get(key)).text(), key).toBe(page);
    expect(await missingAssets()).toEqual([]);

    const again = await deployScript();
    expect(again.code, again.stderr).toBe(0);
    expect(await bucketKeys()).toEqual(await distFiles());
    expect(await missingAssets()).toEqual([]);
  });

  test('without a bucket, the script says how to name one and sends the storage nothing', async () => {
    server.requests.length = 0;
    const { code, stderr } = await inProject('bash', ['generator/publish/deploy-s3.sh'], { S3_BUCKET: '' });
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run deploy:s3 -- BUCKET');
    expect(server.requests).toEqual([]);
  });
});
