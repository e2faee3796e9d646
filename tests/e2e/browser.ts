import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

/**
 * Debian's Chromium, where the machine has it; Playwright's own download otherwise. GitHub's
 * runners always get Playwright's (the deploy workflow installs it with its system libraries):
 * the Chromium their image ships is of no version Playwright promises to drive.
 */
export const systemChromium =
  process.env.GITHUB_ACTIONS === 'true' ? undefined : ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

/** Flags that keep Chromium off the network it would otherwise try on every start. */
export const chromiumArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function playwrightChromiumInstalled() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** Runs a command, showing its output; false when it fails or takes longer than `timeoutMs`. */
export function tryCommand(command: string, args: string[], timeoutMs = 5 * 60_000) {
  try {
    execFileSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}
