import { expect, test } from 'vitest';
import { copyProject } from '../support/project-copy';
import { startWatcher } from '../support/watcher';
import { treeRssMb } from '../support/process-memory';
import { testPort } from '../support/ports';

/** A heap limit the watcher works within: what it kept past that would stop it. */
const watchHeapMb = 128;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// A watcher that imported each edit's pages under new module names kept every one (~1 MB an edit,
// ~130 MB over these edits). Under a heap limit, what it keeps shows as growth or a crash; what V8
// would only collect later does not.
test("the watcher's memory stays bounded over 150 data edits", { timeout: 1_500_000 }, async () => {
  const project = await copyProject();
  const watcher = await startWatcher(project, testPort(150), { heapMb: watchHeapMb });
  try {
    const original = await project.read('data/site.ts');
    const samples: number[] = [];
    for (let edit = 1; edit <= 150; edit += 1) {
      const marker = `memory edit ${edit}`;
      await project.write('data/site.ts', original.replace(/role: '[^']*'/, `role: '${marker}'`));
      const deadline = Date.now() + 60_000;
      while (
        !(
          await fetch(`${watcher.url}/`)
            .then((response) => response.text())
            .catch(() => '')
        ).includes(marker)
      ) {
        if (Date.now() > deadline) throw new Error(`Edit ${edit} was never served. The watcher printed:\n${watcher.output.slice(-2000)}`);
        await sleep(20);
      }
      samples.push(treeRssMb(watcher.pid));
    }
    // Medians over ten edits: garbage collection makes a short saw-tooth, not growth.
    const early = median(samples.slice(10, 20));
    const late = median(samples.slice(-10));
    expect(late - early, `RSS ${Math.round(early)} MB after 20 edits, ${Math.round(late)} MB after 150`).toBeLessThan(60);
  } finally {
    await watcher.stop();
    await project.remove();
  }
});
