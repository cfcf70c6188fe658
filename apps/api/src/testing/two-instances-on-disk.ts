import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Two servers of one deployment, as a job that runs once across instances is tested: one database, one
 * clock, one upload folder on disk (`dir`, removed after the file's tests). Both close after them.
 */
export async function twoInstancesOnDisk(
  prefix: string,
): Promise<{ first: TestServer; second: TestServer; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const first = await startTestServer({ config: { uploads: { dir } } });
  const second = await startTestServer({
    database: first.database,
    clock: first.clock,
    config: { uploads: { dir } },
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { first, second, dir };
}
