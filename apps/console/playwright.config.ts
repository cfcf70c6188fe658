import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { appOrigin, serverEnvironment } from './e2e/support/environment';

// Every run starts the real server on a fresh embedded database, serving this build at /console. The folder
// is made once, in the main process; the workers load this file again and inherit the variable.
process.env.CONSOLE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'concierge-console-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A long journey on CI's two busy cores (two suites at once) can pass a minute; each step still fails at
  // its own 10-second expectation.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: appOrigin,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'console', testIgnore: /mfa\.spec\.ts/ },
    // Gives the seeded concierge a phone, which changes every later sign-in: after all the others.
    { name: 'mfa', testMatch: /mfa\.spec\.ts/, dependencies: ['console'] },
  ],
  webServer: {
    command: `node ../api/dist/index.js`,
    url: `${appOrigin}/api/v1/health`,
    env: serverEnvironment(process.env.CONSOLE_E2E_DATA_DIR),
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
