/**
 * Runs before the end-to-end tests so a newcomer needs no extra step: use Debian's
 * Chromium if present, else Playwright's own (downloading it if needed), else, as root
 * on Debian, install Debian's.
 */
import { existsSync } from 'node:fs';
import { playwrightChromiumInstalled, tryCommand, systemChromium } from './browser';

function ensureBrowser(): string | null {
  if (systemChromium) return `Using ${systemChromium}.`;
  if (playwrightChromiumInstalled()) return "Using Playwright's Chromium.";
  console.log('No Chromium found; asking Playwright to download its own...');
  if (tryCommand('npx', ['playwright', 'install', 'chromium']) && playwrightChromiumInstalled()) {
    return "Using Playwright's Chromium.";
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Playwright's download failed; installing Debian's chromium...");
    if (tryCommand('apt-get', ['update', '-qq']) && tryCommand('apt-get', ['install', '-y', '-qq', 'chromium'])) {
      return 'Using /usr/bin/chromium.';
    }
  }
  return null;
}

const found = ensureBrowser();
if (!found) {
  console.error(
    'No Chromium for the end-to-end tests. Install one: `npx playwright install chromium`, or on Debian `apt-get install chromium`.',
  );
  process.exit(1);
}
console.log(found);
