import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../../src/db/database.js';
import { DB_KIND } from '../../src/testing/test-database.js';

/** Storage nothing else uses, for servers started as processes: a data folder, and a database on PostgreSQL. */
export interface FreshStorage {
  /** The server's environment: `DATA_DIR` (PGlite and local uploads), and `DATABASE_URL` on PostgreSQL. */
  env: Record<string, string>;
  /** The same database, for the test to open once no server holds it (PGlite: one process at a time). */
  options: DatabaseOptions;
  /** Removes the folder and drops the database. */
  dispose(): Promise<void>;
}

/**
 * Fresh storage of `kind` (the vitest project's by default); PostgreSQL is reached through `adminUrl`
 * (TEST_DATABASE_URL by default), where a database `api_<label>_<pid>_<random>` is created.
 */
export async function freshStorage(
  label: string,
  kind: 'pglite' | 'postgres' = DB_KIND,
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<FreshStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  const removeFolder = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { env: { DATA_DIR: dataDir }, options: { dataDir }, dispose: removeFolder };
  }
  if (!adminUrl) throw new Error('PostgreSQL storage needs an admin URL (TEST_DATABASE_URL)');
  const name = `api_${label.replace(/\W/g, '_')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    options: { url: url.toString() },
    async dispose() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeFolder();
    },
  };
}
