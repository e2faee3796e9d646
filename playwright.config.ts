import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, systemChromium } from './tests/e2e/browser';
import { e2ePort } from './tests/support/ports';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          args: chromiumArgs,
          ...(systemChromium ? { executablePath: systemChromium } : {}),
        },
      },
    },
  ],
  // The site as a visitor gets it: the fresh build in dist/, from a plain static server.
  webServer: {
    // serve.json: never list a folder's files; a missing page is the not-found page.
    command: `npx serve dist --listen ${e2ePort} --no-port-switching --no-clipboard --config ../serve.json`,
    url: `http://localhost:${e2ePort}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
