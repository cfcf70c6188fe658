import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onDb } from '../testing/test-database.js';
import { migrate, migrationsDir } from './migrate.js';
import * as tables from './tables.js';

const { database, dispose } = await createTestDatabase();
afterAll(dispose);

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

describe(onDb('migrations'), () => {
  it('records every applied file and applies nothing twice', async () => {
    const applied = await rows<{ version: string; name: string }>(
      sql`SELECT version, name FROM schema_migrations`,
    );
    expect(applied).toContainEqual({ version: '0001', name: '0001_accounts.sql' });
    expect(await migrate(database)).toEqual([]);
  });

  it('matches every column of the query builder with the migrated schema', async () => {
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const actual = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
    const declared = Object.values(tables).filter((value) => typeof value === 'object' && value !== null);
    expect(declared.length).toBeGreaterThanOrEqual(6);
    for (const table of declared as PgTable[]) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(actual.has(key), `${key} is in the migrations`).toBe(true);
        expect(actual.get(key), `${key} nullability`).toBe(!column.notNull);
      }
    }
  });

  it('applies a new numbered file, and refuses an applied file that was edited', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const name of readdirSync(migrationsDir))
      copyFileSync(path.join(migrationsDir, name), path.join(dir, name));
    writeFileSync(path.join(dir, '9999_extra.sql'), 'CREATE TABLE extra (id serial PRIMARY KEY);');
    expect(await migrate(database, dir)).toEqual(['9999_extra.sql']);
    expect(await migrate(database, dir)).toEqual([]);
    writeFileSync(path.join(dir, '9999_extra.sql'), 'CREATE TABLE extra (id bigserial PRIMARY KEY);');
    await expect(migrate(database, dir)).rejects.toThrow(/changed after it was applied/);
  });

  it('applies a file numbered below one already applied (a number reserved for a branch that lands later)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const name of readdirSync(migrationsDir))
      copyFileSync(path.join(migrationsDir, name), path.join(dir, name));
    writeFileSync(path.join(dir, '9998_later.sql'), 'CREATE TABLE later_one (id serial PRIMARY KEY);');
    expect(await migrate(database, dir)).toEqual(['9998_later.sql']);
    writeFileSync(path.join(dir, '9997_earlier.sql'), 'CREATE TABLE earlier_one (id serial PRIMARY KEY);');
    expect(await migrate(database, dir)).toEqual(['9997_earlier.sql']);
  });

  it('refuses badly named or duplicate-numbered files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, 'add-things.sql'), 'SELECT 1;');
    await expect(migrate(database, dir)).rejects.toThrow(/NNNN_name.sql/);
    const dup = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dup, '9003_a.sql'), 'SELECT 1;');
    writeFileSync(path.join(dup, '9003_b.sql'), 'SELECT 1;');
    await expect(migrate(database, dup)).rejects.toThrow(/share the number 9003/);
  });
});
