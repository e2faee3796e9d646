import { afterAll, beforeAll, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { access, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  concurrency: { group: string };
  jobs: { build: Job; deploy: Job };
}

test('the deploy workflow installs, tests, builds for release and publishes dist/ to GitHub Pages', async () => {
  const workflow = parse(await readFile(path.join(root, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
  expect(workflow.on.push.branches).toEqual(['main']);
  expect(workflow.concurrency.group).toBeTruthy();
  expect(workflow.permissions).toEqual({ contents: 'read' });

  const build = workflow.jobs.build.steps;
  const runs = build.flatMap((step) => (step.run ? [step.run] : []));
  expect(runs).toEqual(['npm ci', 'npx playwright install --with-deps chromium', 'npm test', 'npm run build -- --release']);
  const uses = (action: string) => build.findIndex((step) => step.uses?.startsWith(`actions/${action}@`));
  expect(uses('checkout')).toBe(0);
  expect(uses('configure-pages')).toBeGreaterThan(build.findIndex((step) => step.run === 'npm run build -- --release'));
  expect(build[uses('upload-pages-artifact')]?.with).toEqual({ path: 'dist' });

  const deploy = workflow.jobs.deploy;
  expect(deploy.needs).toBe('build');
  expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  expect(deploy.steps.map((step) => step.uses?.replace(/@.*/, ''))).toEqual(['actions/deploy-pages']);
});

test('the README links the workflow and the S3 script, and every file it links or shows exists', async () => {
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  expect(readme).toContain('(.github/workflows/deploy.yml)');
  expect(readme).toContain('(generator/deploy-s3.sh)');
  const files = [...readme.matchAll(/\]\(([^)#:]+)\)/g)].map((match) => match[1] ?? '');
  expect(files).toContain('.github/readme/home.png');
  for (const file of files) await expect(access(path.join(root, file)), file).resolves.toBeUndefined();
});

test('the S3 script is valid bash', async () => {
  await expect(run('bash', ['-n', path.join(root, 'generator/deploy-s3.sh')])).resolves.toBeDefined();
});

let project: ProjectCopy;
let stubs: string;
beforeAll(async () => {
  project = await copyProject();
  await mkdir(project.file('dist/assets'), { recursive: true });
  await writeFile(project.file('dist/index.html'), '<!DOCTYPE html><title>site</title>');
  await writeFile(project.file('dist/manifest.webmanifest'), '{}');
  // A stand-in AWS CLI: a real program on PATH that records each call, one line, each argument in [].
  stubs = project.file('stub-bin');
  await mkdir(stubs);
  await writeFile(path.join(stubs, 'aws'), `#!/usr/bin/env bash\n{ printf '[%s]' "$@"; echo; } >> "${project.file('aws.log')}"\n`);
  await chmod(path.join(stubs, 'aws'), 0o755);
});
afterAll(() => project.remove());

const deployS3 = (args: string[], env: Record<string, string> = {}) =>
  run('bash', [project.file('generator/deploy-s3.sh'), ...args], { env: { ...process.env, PATH: `${stubs}:${process.env.PATH}`, ...env } });

test('the S3 script uploads assets for a year, pages revalidated, the manifest with its type, and prunes old assets last', async () => {
  await deployS3(['my-bucket']);
  const year = ['--cache-control', 'public, max-age=31536000, immutable'];
  const calls = [
    ['s3', 'sync', 'dist/assets', 's3://my-bucket/assets', ...year],
    ['s3', 'sync', 'dist', 's3://my-bucket', '--delete', '--exclude', 'assets/*', '--cache-control', 'no-cache'],
    [
      's3',
      'cp',
      'dist/manifest.webmanifest',
      's3://my-bucket/manifest.webmanifest',
      '--content-type',
      'application/manifest+json',
      '--cache-control',
      'no-cache',
    ],
    ['s3', 'sync', 'dist/assets', 's3://my-bucket/assets', '--delete', ...year],
  ];
  expect((await project.read('aws.log')).trim().split('\n')).toEqual(calls.map((args) => args.map((arg) => `[${arg}]`).join('')));
});

test('the S3 script without a bucket says how to name one and calls nothing', async () => {
  await writeFile(project.file('aws.log'), '');
  const failure = await deployS3([], { S3_BUCKET: '' }).catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run deploy:s3 -- BUCKET') });
  expect(await project.read('aws.log')).toBe('');
});
