import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { root } from './paths';
import type { CompiledModule } from './compile';
import { BuildError } from './errors';
import type { RenderJob, RenderResult } from './render-step';
import { renderThreadEntry } from './render-thread-entry';

export type ToRenderThread =
  | { type: 'render'; id: number; job: RenderJob }
  | { type: 'mapped'; id: number; pages: Map<string, CompiledModule> };
export type FromRenderThread =
  | { type: 'done'; id: number; result: RenderResult; heapBytes: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'need-mapped'; id: number };

/**
 * Node never frees an ES module it imported, and every data edit gives the shared chunk and
 * the pages new hashed names: a watcher importing them itself grew ~1 MB an edit. They are
 * imported in a worker thread instead, replaced by a fresh one (warmed on the last job while
 * the old one still serves) after `maxRenders` renders or once its heap passes `maxHeapBytes`.
 */
export const maxRenders = 25;
const maxHeapBytes = 160 * 1024 * 1024;

/**
 * The worker runs generator/render-thread.ts compiled (generator/render-thread-entry.ts). The
 * compiled code finds the project through the global generator/paths.ts reads, since it runs
 * from node_modules/.cache; React's build was chosen by this process's environment, which the
 * thread inherits.
 */
function startThread(entry: string) {
  return new Worker(`globalThis.portfolioProjectRoot = ${JSON.stringify(root)}; import(${JSON.stringify(pathToFileURL(entry).href)});`, {
    eval: true,
  });
}

class RenderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (message: FromRenderThread & { type: 'done' }) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  renders = 0;
  heapBytes = 0;

  constructor(
    entry: string,
    private readonly mappedPages: () => Promise<Map<string, CompiledModule>>,
  ) {
    this.worker = startThread(entry);
    this.worker.on('message', async (message: FromRenderThread) => {
      const waiting = this.pending.get(message.id);
      if (message.type === 'need-mapped') {
        this.worker.postMessage({ type: 'mapped', id: message.id, pages: await this.mappedPages() } satisfies ToRenderThread);
        return;
      }
      this.pending.delete(message.id);
      if (message.type === 'done') waiting?.resolve(message);
      else waiting?.reject(new BuildError(message.message));
    });
    // A worker that dies (out of memory, a crash) fails its jobs; the next rebuild starts another.
    this.worker.on('error', (error: Error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`The render thread stopped (exit code ${code}).`)));
  }

  alive = true;

  private failAll(error: Error) {
    this.alive = false;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  async render(job: RenderJob) {
    const id = this.nextId++;
    const done = await new Promise<FromRenderThread & { type: 'done' }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'render', id, job } satisfies ToRenderThread);
    });
    this.renders += 1;
    this.heapBytes = done.heapBytes;
    return done.result;
  }

  get worn() {
    return this.renders >= maxRenders || this.heapBytes > maxHeapBytes;
  }

  terminate() {
    this.alive = false;
    return this.worker.terminate();
  }
}

/** The watcher's renderer: jobs run one at a time, each in the current thread. */
export function createRenderWorker(mappedPages: () => Promise<Map<string, CompiledModule>>) {
  let current: RenderThread | null = null;
  let spare: { thread: RenderThread; ready: boolean } | null = null;
  // Compiled while the first build compiles; a failure shows when the first render asks again.
  renderThreadEntry().catch(() => undefined);

  // Jobs come one at a time, so nothing else starts a thread while this one waits for the entry.
  const startedThread = async () => new RenderThread(await renderThreadEntry(), mappedPages);

  async function render(job: RenderJob): Promise<RenderResult> {
    // Swapped only once warm: a save never waits for a thread to start.
    if (spare?.ready && spare.thread.alive) {
      void current?.terminate();
      current = spare.thread;
      spare = null;
    }
    if (!current?.alive) current = await startedThread();
    const result = await current.render(job);
    if (current.worn && !spare) {
      const thread = await startedThread();
      // Warmed on this job, so its first real render finds React, zod and the social preview loaded.
      const warming = { thread, ready: false };
      spare = warming;
      thread.render({ ...job, changed: undefined }).then(
        () => (warming.ready = true),
        () => {
          void thread.terminate();
          if (spare === warming) spare = null;
        },
      );
    }
    return result;
  }

  async function dispose() {
    await Promise.all([current?.terminate(), spare?.thread.terminate()]);
  }

  return { render, dispose };
}
