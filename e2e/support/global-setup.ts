import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Nothing to start (the servers are Playwright's webServers); the teardown drops the run's data. */
export default async function globalSetup() {
  return async () => {
    const {
      E2E_CONVERSATION_DIR: dir,
      E2E_ADMIN_DATABASE_URL: adminUrl,
      E2E_DATABASE_NAME: name,
    } = process.env;
    if (adminUrl && name) {
      execFileSync(process.execPath, [
        path.join(import.meta.dirname, 'create-database.mjs'),
        'drop',
        adminUrl,
        name,
      ]);
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
