import { expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

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
  expect(readme).toContain('(generator/publish/deploy-s3.sh)');
  const files = [...readme.matchAll(/\]\(([^)#:]+)\)/g)].map((match) => match[1] ?? '');
  expect(files).toContain('.github/readme/home.png');
  for (const file of files) await expect(access(path.join(root, file)), file).resolves.toBeUndefined();
});

test('the S3 script is valid bash', async () => {
  await expect(run('bash', ['-n', path.join(root, 'generator/publish/deploy-s3.sh')])).resolves.toBeDefined();
});
