import { stat } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { copyProject } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { testPort } from '../support/ports';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A watch rebuild rewrites only what changed, in place: a folder swapped on every save cost a
// copy of the whole site, and a terminal or server sitting in dist/ lost it each time.
test('a watch rebuild writes only the files that changed, into the same dist/', { timeout: 180_000 }, async () => {
  const project = await copyProject();
  const watcher = await startWatcher(project, testPort(160));
  try {
    const before = {
      dist: await stat(project.file('dist')),
      home: await stat(project.file('dist/index.html')),
      resume: await stat(project.file('dist/resume/index.html')),
    };
    await project.edit('components/ResumeViewer.tsx', (source) =>
      source.replace('<div className={styles.sheet}', '<div data-edit="in-place" className={styles.sheet}'),
    );
    const deadline = Date.now() + 60_000;
    while (
      !(
        await fetch(`${watcher.url}/resume/`)
          .then((response) => response.text())
          .catch(() => '')
      ).includes('data-edit="in-place"')
    ) {
      if (Date.now() > deadline) throw new Error(`The edit was never served. The watcher printed:\n${watcher.output.slice(-2000)}`);
      await sleep(20);
    }
    const after = {
      dist: await stat(project.file('dist')),
      home: await stat(project.file('dist/index.html')),
      resume: await stat(project.file('dist/resume/index.html')),
    };
    expect(after.dist.ino, 'dist/ is the same folder').toBe(before.dist.ino);
    expect(after.home.mtimeMs, 'the home page, which the edit does not reach, was not rewritten').toBe(before.home.mtimeMs);
    expect(after.resume.mtimeMs, 'the résumé page was rewritten').toBeGreaterThan(before.resume.mtimeMs);
  } finally {
    await watcher.stop();
    await project.remove();
  }
});
