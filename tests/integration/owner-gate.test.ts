import { execFile } from 'node:child_process';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { addPortraitAsReadmeSays, removePortrait } from '../support/owner-edits';
import { runBuild } from '../support/build-process';

/**
 * `npm test` is the deploy workflow's gate: once the owner follows the README's portrait step, the
 * tests must still load their content, or the owner's site is never published.
 */

const fixture = path.resolve(import.meta.dirname, '../fixtures/field.jpg');

/** The project's own modules tests/screenshots.ts imports, statically or (after its build) dynamically. */
async function screenshotModules() {
  const script = await readFile(project.file('tests/screenshots.ts'), 'utf8');
  return [...script.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)].map(
    ([, specifier]) => `./${path.posix.join('tests', `${specifier}.ts`)}`,
  );
}

let project: ProjectCopy;
let specsWithoutPortrait: number;

interface Run {
  code: number | null;
  output: string;
}

/** A command in the copy, its output kept, stopped after `timeout` ms. */
const run = (command: string, args: string[], timeout: number) =>
  new Promise<Run>((resolve) => {
    execFile(
      command,
      args,
      { cwd: project.dir, timeout, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });

const bin = (name: string) => project.file(`node_modules/.bin/${name}`);
const listSpecs = () => run(bin('playwright'), ['test', '--list'], 60_000);
const listedCount = (listing: string) => Number(/^Total: (\d+) tests? in \d+ files?$/m.exec(listing)?.[1] ?? 0);

beforeAll(async () => {
  project = await copyProject({ also: ['tests', 'vitest.config.ts', 'playwright.config.ts'] });
  // The specs read the pages a build wrote (tests/support/built-pages.ts): count them with no portrait.
  await removePortrait(project);
  const withoutPortrait = await runBuild(project);
  expect(withoutPortrait.code, withoutPortrait.output).toBe(0);
  const listing = await listSpecs();
  expect(listing.code, listing.output).toBe(0);
  specsWithoutPortrait = listedCount(listing.output);
  expect(specsWithoutPortrait, listing.output).toBeGreaterThan(0);

  const { photo } = await addPortraitAsReadmeSays(project);
  await copyFile(fixture, project.file(photo));
  const withPortrait = await runBuild(project);
  expect(withPortrait.code, withPortrait.output).toBe(0);
}, 120_000);
afterAll(() => project?.remove());

test("with the README's portrait, the unit tests that read data/ load it as the build does and pass", async () => {
  // Every content file, not only data/site.ts: project and gallery images are imported the same way.
  const content = (await readdir(project.file('data'), { recursive: true })).filter((file) => file.endsWith('.ts'));
  const related = ['related', '--run', '--project', 'unit', ...content.map((file) => `data/${file}`)];
  const { code, output } = await run(bin('vitest'), related, 100_000);
  expect(output).toMatch(/Test Files +\d+ passed/);
  expect(code, output).toBe(0);
}, 110_000);

test("with the README's portrait, Playwright lists every spec it lists without one", async () => {
  const { code, output } = await listSpecs();
  expect(code, output).toBe(0);
  expect(listedCount(output), output).toBe(specsWithoutPortrait);
}, 70_000);

test("with the README's portrait, what `npm run screenshots` imports after its build loads", async () => {
  const modules = await screenshotModules();
  expect(modules).toContain('./tests/support/page-states.ts');
  const loads = modules.map((module) => `await import(${JSON.stringify(module)});`).join('\n');
  await project.write('screenshot-imports.mts', loads);
  const { code, output } = await run(project.tsx, ['screenshot-imports.mts'], 60_000);
  expect(code, output).toBe(0);
}, 70_000);
