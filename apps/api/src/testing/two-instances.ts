import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { ServerConfig } from '../config.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Two servers of one deployment, as a job that runs once across instances is tested: one database, one
 * clock, the same settings. Both close after the file's tests.
 */
export async function twoInstances(
  config: Partial<ServerConfig> = {},
): Promise<{ first: TestServer; second: TestServer }> {
  const first = await startTestServer({ config });
  const second = await startTestServer({ database: first.database, clock: first.clock, config });
  afterAll(async () => {
    await second.close();
    await first.close();
  });
  return { first, second };
}

/** {@link twoInstances} sharing one upload folder on disk too (`dir`, removed after the file's tests). */
export async function twoInstancesOnDisk(
  prefix: string,
): Promise<{ first: TestServer; second: TestServer; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { ...(await twoInstances({ uploads: { dir } })), dir };
}
