import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@concierge/browser';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // The real server, serving this app's build, as in production.
    command: `node ../api/dist/index.js`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: 'dist' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
