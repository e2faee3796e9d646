import path from 'node:path';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BuildError } from './errors';
import { root } from './paths';

/** Who holds the lock: enough for the owner to find the other build. */
interface Holder {
  pid: number;
  command: string;
  token: string;
}

const lockFile = path.join(root, '.build.lock');
const pollMs = 50;

function describeCommand() {
  // npm's variables are inherited by every process it starts: trust them only for its own script.
  const { npm_lifecycle_event: script, npm_lifecycle_script: command } = process.env;
  if (script && command?.includes('build.ts')) return `npm run ${script}`;
  return ['tsx build.ts', ...process.argv.slice(2)].join(' ');
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(): Promise<{ text: string; holder: Holder | null } | null> {
  const text = await readFile(lockFile, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return { text, holder: JSON.parse(text) as Holder };
  } catch {
    return { text, holder: null };
  }
}

/** Creates the lock file whole or not at all: written aside, then linked into place. */
async function tryCreate(holder: Holder) {
  const aside = `${lockFile}.${holder.token}`;
  await writeFile(aside, JSON.stringify(holder));
  try {
    await link(aside, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(aside).catch(() => {});
  }
}

export interface LockOptions {
  /** Told once, when another process holds the lock and this one starts waiting. */
  onWait: (message: string) => void;
  /** How long to wait for the other process before giving up. */
  timeoutMs?: number;
}

/**
 * One writer of dist/ (and of the caches) at a time: the lock file holds the PID and command of
 * the process that writes. A second build waits for it; a lock whose process is gone is taken
 * over. Returns the function that releases it.
 */
export async function acquireBuildLock({ onWait, timeoutMs = 120_000 }: LockOptions): Promise<() => Promise<void>> {
  const mine: Holder = {
    pid: process.pid,
    command: describeCommand(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
  const deadline = Date.now() + timeoutMs;
  let waiting = false;
  while (!(await tryCreate(mine))) {
    const found = await readHolder();
    if (!found) continue;
    const { holder } = found;
    if (!holder || !isRunning(holder.pid)) {
      // Remove only the stale lock read just now, never one another process took meanwhile.
      if ((await readHolder())?.text === found.text) await unlink(lockFile).catch(() => {});
      continue;
    }
    const who = `process ${holder.pid} (${holder.command})`;
    if (Date.now() > deadline) {
      throw new BuildError(`dist/ is still being written by ${who}. Wait for it or stop it; if no such build runs, delete ${lockFile}.`);
    }
    if (!waiting) onWait(`Waiting for ${who}, which is writing dist/ now...`);
    waiting = true;
    await sleep(pollMs);
  }

  const releaseOnExit = () => {
    try {
      if (readFileSync(lockFile, 'utf8') === JSON.stringify(mine)) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', releaseOnExit);
  return async () => {
    process.off('exit', releaseOnExit);
    if ((await readHolder())?.text === JSON.stringify(mine)) await unlink(lockFile).catch(() => {});
  };
}
