import path from 'node:path';
import { readFile, unlink } from 'node:fs/promises';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BuildError } from '../errors';
import { root } from '../paths';

/** Who holds the lock, enough for the owner to find the other build; `started` tells that PID's process from a later one. */
interface Holder {
  pid: number;
  command: string;
  token: string;
  started?: string;
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

/** The boot a process runs in and its start time since boot (/proc/<pid>/stat, field 22); null without /proc (macOS). */
function processStart(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: fields are counted after its closing one.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${startTime}`;
  } catch {
    return null;
  }
}

/** Whether a PID runs Node, which every build does; null where /proc cannot say. */
function runsNode(pid: number) {
  try {
    // The program as started (/proc/<pid>/exe is unreadable for PID 1 even to root in some containers).
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(program));
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process still runs. After a reboot, or in a container, a dead build's PID is
 * soon another program's (PID 1 always is): such a lock is stale and taken over at once.
 */
function holderRuns(holder: Holder) {
  if (!isRunning(holder.pid)) return false;
  const start = processStart(holder.pid);
  if (start !== null && holder.started !== undefined) return start === holder.started;
  return runsNode(holder.pid) !== false;
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

/**
 * Creates the lock file whole or not at all: written aside, then linked into place. Synchronous,
 * as is the release: a watcher takes the lock on every save, and three trips through libuv's
 * pool cost more than the calls.
 */
function tryCreate(holder: Holder) {
  const aside = `${lockFile}.${holder.token}`;
  writeFileSync(aside, JSON.stringify(holder));
  try {
    linkSync(aside, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // Already gone.
    }
  }
}

/**
 * One writer of dist/ (and of the caches) at a time: a second build waits, told once through
 * `onWait`, until the holder is done or gone. Returns the function that releases the lock.
 */
export async function acquireBuildLock({ onWait, timeoutMs = 120_000 }: { onWait: (message: string) => void; timeoutMs?: number }) {
  const started = processStart(process.pid);
  const mine: Holder = {
    pid: process.pid,
    command: describeCommand(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ...(started === null ? {} : { started }),
  };
  const deadline = Date.now() + timeoutMs;
  let waiting = false;
  while (!tryCreate(mine)) {
    const found = await readHolder();
    if (!found) continue;
    const { holder } = found;
    if (!holder || !holderRuns(holder)) {
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
    releaseOnExit();
  };
}
