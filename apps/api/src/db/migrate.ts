import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../config.js';
import type { Database } from './database.js';

/** `apps/api/migrations`: `NNNN_name.sql`, applied in order, each once. */
export const migrationsDir = path.join(packageRoot, 'migrations');

const FILE_NAME = /^(\d{4})_[a-z0-9_-]+\.sql$/;
// Any constant shared by every instance: two servers starting at once on one PostgreSQL take turns.
const MIGRATION_LOCK_KEY = 7_300_001;

interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

function readMigrations(dir: string): MigrationFile[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((name) => {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) throw new Error(`Migration file ${name} must be named NNNN_name.sql`);
    if (seen.has(match[1])) throw new Error(`Two migrations share the number ${match[1]}`);
    seen.add(match[1]);
    const sql = readFileSync(path.join(dir, name), 'utf8');
    return { version: match[1], name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in one transaction under an advisory
 * lock. An applied file that was edited afterwards is an error: add a new file instead.
 * @returns the names of the files applied now.
 */
export async function migrate(database: Database, dir: string = migrationsDir): Promise<string[]> {
  const migrations = readMigrations(dir);
  return database.rawTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (
        await session.query<{ version: string; checksum: string }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((row) => [row.version, row.checksum]),
    );
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} changed after it was applied; add a new one instead`);
        }
        continue;
      }
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  });
}
