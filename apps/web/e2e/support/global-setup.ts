import { rm } from 'node:fs/promises';
import { collectorPort } from './environment';
import { startCollector } from './collector';

/** Starts the stand-in for Sentry, PostHog and the partners; the teardown stops it and drops the data. */
export default async function globalSetup() {
  const collector = await startCollector(collectorPort);
  return async () => {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
