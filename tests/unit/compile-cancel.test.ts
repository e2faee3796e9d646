import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { copyProject } from '../support/project-copy';

test('a compile stopped for a later save leaves no build running: the next compile has the later save’s scripts', async () => {
  const project = await copyProject();
  // The compiler finds the project through this global, as when the launcher runs it from the cache.
  globalThis.portfolioProjectRoot = project.dir;
  const { createCompiler } = await import('../../generator/compile');
  const { SupersededBuild } = await import('../../generator/superseded-build');
  // A behaviour slow to bundle (tens of thousands of functions), so its build is still running
  // when the pages' build has stopped.
  const functions = Array.from({ length: 40_000 }, (_, index) => `(n) => n + ${index}`).join(',\n');
  await project.write('components/hooks/bulk.ts', `export const bulk = [\n${functions}\n];\n`);
  const behaviour = 'client/scroll-fade.ts';
  const original = await project.read(behaviour);
  const saving = (marker: string) =>
    project.write(behaviour, `import { bulk } from '../components/hooks/bulk';\nconsole.log('${marker}', bulk.length);\n${original}`);
  await saving('FIRST-SAVE');
  const compiler = await createCompiler();
  try {
    await compiler.compile();
    const changed = new Set([project.file(behaviour)]);
    await saving('SECOND-SAVE-A');
    // The watcher's question, answered yes once the later save is written.
    let laterSave = false;
    // Awaited from the start, so its rejection is never a moment without a handler.
    const first = expect(compiler.compile(changed, async () => laterSave)).rejects.toBeInstanceOf(SupersededBuild);
    await sleep(10);
    await saving('SECOND-SAVE-B');
    laterSave = true;
    await first;
    const next = await compiler.compile(changed);
    expect(next.behaviours.get(path.basename(behaviour, '.ts'))).toContain('SECOND-SAVE-B');
  } finally {
    await compiler.dispose();
    await project.remove();
  }
}, 60_000);
