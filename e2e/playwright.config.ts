import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { freePort, startMailCapture } from '@concierge/e2e-support';
import { instanceA, instanceB, originOf, serverEnvironment } from './support/environment';
import type { Sides } from './tests/sides';

// The requester and the concierge, each in their own browser context, against the real server built from
// main. With PostgreSQL (TEST_DATABASE_URL, set by .ci/run) the run also puts each side on its own API
// instance sharing one fresh database; without it there is one instance on the embedded database.
// Everything is made once, in the main process; the workers load this file again and inherit the variables.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!process.env.E2E_CONVERSATION_DIR) {
  process.env.E2E_CONVERSATION_DIR = mkdtempSync(path.join(tmpdir(), 'concierge-conversation-'));
  process.env.E2E_UPLOAD_SECRET = randomBytes(32).toString('hex');
  if (adminUrl) {
    process.env.E2E_ADMIN_DATABASE_URL = adminUrl;
    process.env.E2E_DATABASE_NAME = `concierge_e2e_${randomBytes(6).toString('hex')}`;
    const script = path.join(import.meta.dirname, 'support/create-database.mjs');
    execFileSync(process.execPath, [script, 'create', adminUrl, process.env.E2E_DATABASE_NAME]);
  }
  // The servers mail through a real SMTP server that writes what it accepts into the run's
  // directory (the tests read it there), and instance A listens for replies by email.
  process.env.E2E_MAIL_DIR = path.join(process.env.E2E_CONVERSATION_DIR, 'mail');
  process.env.E2E_SMTP_URL = (await startMailCapture(process.env.E2E_MAIL_DIR)).url;
  process.env.E2E_INBOUND_PORT = String(await freePort());
}
const runDir = process.env.E2E_CONVERSATION_DIR;
const databaseUrl = adminUrl
  ? Object.assign(new URL(adminUrl), { pathname: `/${process.env.E2E_DATABASE_NAME}` }).toString()
  : undefined;
const shared = (name: string, seed: boolean) => {
  const dataDir = path.join(runDir, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    dataDir,
    uploadDir: path.join(runDir, 'uploads'),
    uploadSecret: process.env.E2E_UPLOAD_SECRET!,
    databaseUrl,
    seed,
    smtpUrl: process.env.E2E_SMTP_URL!,
    // Only instance A receives replies by email (one MX for the domain).
    inboundPort: seed ? Number(process.env.E2E_INBOUND_PORT) : undefined,
    // Two instances need Redis for what they share in memory otherwise (the live stream, rate limits).
    redis:
      databaseUrl && process.env.TEST_REDIS_URL
        ? { url: process.env.TEST_REDIS_URL, prefix: `concierge-e2e:${process.env.E2E_DATABASE_NAME}:` }
        : undefined,
  };
};
const server = (instance: { port: number }, name: string, seed: boolean) => ({
  command: 'node ../apps/api/dist/index.js',
  url: `${originOf(instance)}/api/v1/health`,
  env: serverEnvironment(instance, shared(name, seed)),
  reuseExistingServer: false,
  timeout: 60_000,
});

const oneInstance: Sides = { requester: originOf(instanceA), concierge: originOf(instanceA) };
const twoInstances: Sides = { requester: originOf(instanceA), concierge: originOf(instanceB) };

export default defineConfig<object, { sides: Sides }>({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    // The service-levels test moves the servers' clocks forward (authenticator codes of the real time are then
    // refused): it runs once, last, in the run's last project.
    {
      name: 'one instance',
      use: { sides: oneInstance },
      ...(databaseUrl && { testIgnore: /service-levels\.spec\.ts/ }),
    },
    ...(databaseUrl ? [{ name: 'two instances', use: { sides: twoInstances } }] : []),
  ],
  // Sequential: A migrates and seeds the database before B starts on it.
  webServer: [server(instanceA, 'a', true), ...(databaseUrl ? [server(instanceB, 'b', false)] : [])],
});
