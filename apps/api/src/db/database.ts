import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The query builder every domain uses; a transaction (`db.transaction(tx => …)`) has the same type. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL on one connection, for the migration runner (multi-statement files). */
export interface RawSession {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** One open database: PGlite in-process or a PostgreSQL pool, behind the same query builder. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` in one transaction on one connection. */
  rawTransaction<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /**
   * PGlite only: its whole data folder as one archive, for another in-memory database to start from
   * ({@link DatabaseOptions.startFrom}). The tests make one migrated database a run and start each of
   * theirs from it: PGlite's initdb is most of the cost of a fresh database (about 2 s against 0.4 s).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; PGlite when absent. */
  url?: string | undefined;
  /** PGlite's data folder (created if missing); in memory when absent. */
  dataDir?: string | undefined;
  /** PGlite in memory: start from this {@link Database.snapshot} instead of an empty cluster. */
  startFrom?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in a data folder or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.startFrom);
}

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: the search's trigram indexes (migration 0010); PostgreSQL ships it, PGlite loads it here.
  const client = new PGlite({
    ...(dir && { dataDir: dir }),
    ...(startFrom && { loadDataDir: startFrom }),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(client) as unknown as Db,
    async rawTransaction(work) {
      // PGlite reports an error thrown inside its transaction callback a second time, unhandled; so the
      // callback rolls back itself and the error is rethrown out here.
      let failure: { error: unknown } | undefined;
      const result = await client.transaction(async (tx) => {
        try {
          return await work({
            exec: async (sql) => void (await tx.exec(sql)),
            query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
          });
        } catch (error) {
          failure = { error };
          await tx.rollback();
          return undefined;
        }
      });
      if (failure) throw failure.error;
      return result as Awaited<ReturnType<typeof work>>;
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * How long a new connection may take. Without a bound, a database that stops answering (a dropped network
 * path rather than a refused port) would hold every request open forever instead of answering 503.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its server (restart, failover) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Db,
    async rawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (sql) => void (await client.query(sql)),
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
