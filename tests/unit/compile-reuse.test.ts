import { expect, test } from 'vitest';
import { copyProject } from '../support/project-copy';

test('a browser script whose build failed is built again by the next compile, whatever that one was saved for', async () => {
  const project = await copyProject();
  // The compiler finds the project through this global, as when the launcher runs it from the cache.
  globalThis.portfolioProjectRoot = project.dir;
  const { createCompiler } = await import('../../generator/compile');
  const behaviour = 'client/menu.ts';
  const original = await project.read(behaviour);
  const compiler = await createCompiler();
  try {
    await compiler.compile();
    // A save that needs a module not written yet, then the module: its build read the behaviour alone.
    await project.write(behaviour, `import { marker } from '../components/hooks/new-helper';\nconsole.log(marker);\n${original}`);
    await expect(compiler.compile(new Set([project.file(behaviour)]))).rejects.toThrow(/new-helper/);
    await project.write('components/hooks/new-helper.ts', "export const marker = 'HELPER-MARKER';\n");
    const fixed = await compiler.compile(new Set([project.file('components/hooks/new-helper.ts')]));
    expect(fixed.behaviours.get('menu')).toContain('HELPER-MARKER');

    // A broken behaviour stays an error through a save elsewhere, instead of the last good script.
    await project.write(behaviour, `${original}\nconst broken = ;\n`);
    await expect(compiler.compile(new Set([project.file(behaviour)]))).rejects.toThrow(/Unexpected/);
    await expect(compiler.compile(new Set([project.file('data/site.ts')]))).rejects.toThrow(/Unexpected/);
  } finally {
    await compiler.dispose();
    await project.remove();
  }
}, 60_000);
