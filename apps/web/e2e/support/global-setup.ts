import { rm } from 'node:fs/promises';
import { startClamd } from '@concierge/e2e-support/clamd';
import { clamdPort, collectorPort } from './environment';
import { startCollector } from './collector';

/**
 * Starts the stand-in for Sentry, PostHog and the partners, and the virus scanner; the teardown stops them
 * and drops the data.
 */
export default async function globalSetup() {
  const collector = await startCollector(collectorPort);
  const clamd = clamdPort ? await startClamd({ port: clamdPort }) : undefined;
  return async () => {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
    await clamd?.close();
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
