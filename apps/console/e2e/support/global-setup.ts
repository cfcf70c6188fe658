import { rm } from 'node:fs/promises';
import { startClamd } from '@concierge/e2e-support/clamd';
import { clamdPort } from './environment';

/**
 * Starts the virus scanner the server is told of (the server itself is Playwright's webServer); the teardown
 * stops it and drops the run's database folder.
 */
export default async function globalSetup() {
  const clamd = clamdPort ? await startClamd({ port: clamdPort }) : undefined;
  return async () => {
    await clamd?.close();
    const dataDir = process.env.CONSOLE_E2E_DATA_DIR;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
