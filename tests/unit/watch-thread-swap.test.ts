import path from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { copyProject } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { testPort } from '../support/ports';
import { contentHash } from '../../generator/hash';
import { maxRenders } from '../../generator/render-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A render thread is replaced by a spare warmed on its last job. When that job's write failed,
// the spare held pages that never reached dist/; a later edit to one page kept the others from it.
test('a write that fails as the render thread is replaced leaves no page from that render served', { timeout: 240_000 }, async () => {
  const project = await copyProject();
  const watcher = await startWatcher(project, testPort(170));
  try {
    const rebuilt = async (save: () => Promise<void>) => {
      const since = watcher.output.length;
      await save();
      return watcher.waitForOutput('rebuilt in', since, 60_000);
    };
    const original = await project.read('data/site.ts');
    const withRole = (role: string) => original.replace(/role: '[^']*'/, `role: '${role}'`);
    // The first build was the thread's first render; these bring it to the one before its last.
    for (let render = 2; render < maxRenders; render += 1) await rebuilt(() => project.write('data/site.ts', withRole(`Role ${render}`)));

    // Its last render, on which the spare warms: a folder stands where the new icon is written.
    const favicon = await project.read('assets/favicon.svg');
    const marked = favicon.replace('<svg', '<!-- written where a folder stands --><svg');
    const blocker = project.file(`dist/assets/favicon-${contentHash(Buffer.from(marked))}.svg`);
    await mkdir(path.join(blocker, 'inside'), { recursive: true });
    expect(await rebuilt(() => project.write('assets/favicon.svg', marked))).toContain('rebuild failed');
    await rm(blocker, { recursive: true });

    await rebuilt(() => project.write('data/site.ts', withRole('After the failed write')));
    // The spare is warm by now, and renders what comes next: an edit to one page only.
    await sleep(6000);
    await rebuilt(() => project.edit('pages/resume.tsx', (text) => text.replace('My Resume', 'My Resume, edited')));

    const served = (pathname: string) => fetch(`${watcher.url}${pathname}`).then((response) => response.text());
    const resume = await served('/resume/');
    expect(resume).toContain('My Resume, edited');
    expect(resume).toContain('After the failed write');
    // The home page shows the role too, and the edit does not reach it: it is kept from the last written render.
    const home = await served('/');
    expect(home).toContain('After the failed write');
    expect(home).not.toContain(`Role ${maxRenders - 1}`);
  } finally {
    await watcher.stop();
    await project.remove();
  }
});
