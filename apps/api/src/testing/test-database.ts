import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * Which database this test run uses: vitest's `pglite` project runs every file on in-memory PGlite, the
 * `postgres` project (when TEST_DATABASE_URL is set) on a fresh PostgreSQL database per file.
 */
export const DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A describe title that names the database, so the CI log shows both runs. */
export const onDb = (title: string) => `${title} on ${DB_KIND}`;

export interface TestDatabase {
  database: Database;
  /** Closes it and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * One migrated, empty PGlite database per test worker, as an archive each test's database starts from
 * (Database.snapshot): a copy opens in about 0.4 s where a fresh cluster plus the migrations take 2 s, and
 * the API's suite makes a few hundred of them.
 */
let migratedPglite: Promise<Blob> | undefined;

async function migratedSnapshot(): Promise<Blob> {
  const template = await openDatabase({});
  try {
    await migrate(template);
    return await template.snapshot!();
  } finally {
    await template.close();
  }
}

/** A migrated, empty database of DB_KIND that nothing else uses. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (DB_KIND === 'pglite') {
    migratedPglite ??= migratedSnapshot().catch((error: unknown) => {
      migratedPglite = undefined;
      throw error;
    });
    const database = await openDatabase({ startFrom: await migratedPglite });
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrate(database);
  return {
    database,
    async dispose() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
