import { rm } from 'node:fs/promises';

/** Nothing to start (the server is Playwright's webServer); the teardown drops the run's database folder. */
export default async function globalSetup() {
  return async () => {
    const dataDir = process.env.CONSOLE_E2E_DATA_DIR;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
