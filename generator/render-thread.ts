/** A worker thread's side of generator/render-worker.ts: renders jobs, asking the watcher for source-mapped pages. */
import './react-mode';
import { parentPort } from 'node:worker_threads';
import type { CompiledModule } from './compile';
import { createRenderStep, type RenderJob } from './render-step';
import { BuildError, describeError } from './errors';
import type { FromRenderThread, ToRenderThread } from './render-worker';

process.setSourceMapsEnabled(true);
const port = parentPort;
if (!port) throw new Error('generator/render-thread.ts runs in a worker thread.');
const render = createRenderStep();
const mappedAnswers = new Map<number, (pages: Map<string, CompiledModule>) => void>();
const send = (message: FromRenderThread) => port.postMessage(message);

async function run(id: number, job: RenderJob) {
  const withSourceMaps = () =>
    new Promise<Map<string, CompiledModule>>((resolve) => {
      mappedAnswers.set(id, resolve);
      send({ type: 'need-mapped', id });
    });
  try {
    const result = await render(job, withSourceMaps);
    send({ type: 'done', id, result, heapBytes: process.memoryUsage().heapUsed });
  } catch (error) {
    // Classes do not cross threads: the message the owner would see does.
    send({ type: 'failed', id, message: error instanceof BuildError ? error.message : describeError(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') void run(message.id, message.job);
  else mappedAnswers.get(message.id)?.(message.pages);
});
