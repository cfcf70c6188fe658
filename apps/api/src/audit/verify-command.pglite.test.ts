import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { appendAccess } from './append.js';

// `pnpm --filter api audit:verify` as an operator runs it: a new Node process on the server's data folder.
// (PGlite in a temporary data folder, which one process opens at a time: pglite only.)

const dataDir = mkdtempSync(path.join(tmpdir(), 'concierge-audit-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function verifyCommand() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/audit/verify-command.ts'], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout })),
  );
}

async function withDatabase(work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const database = await openDatabase({ dataDir });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

describe('pnpm --filter api audit:verify', () => {
  it('says the chain holds, then names the entry an owner edited behind the trigger, exiting 1', async () => {
    await withDatabase(async (database) => {
      await migrate(database);
      const staff = { id: 7, firstName: 'Casey', lastName: 'Concierge' };
      for (const action of ['view', 'message', 'move'] as const) {
        await database.db.transaction((tx) =>
          appendAccess(tx, new Date('2026-03-02T09:00:00Z'), [
            { staff, requesterId: 3, requestId: 11, action },
          ]),
        );
      }
    });
    const clean = await verifyCommand();
    expect(clean).toEqual({ code: 0, stdout: 'The access record holds: 3 entries, every link verified.\n' });

    await withDatabase((database) =>
      database.rawTransaction(async (session) => {
        await session.exec('ALTER TABLE access_log DISABLE TRIGGER access_log_append_only');
        await session.exec("UPDATE access_log SET action = 'view' WHERE id = 2");
        await session.exec('ALTER TABLE access_log ENABLE TRIGGER access_log_append_only');
      }),
    );
    const broken = await verifyCommand();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('broken at entry 2: its columns no longer give its hash (edited)');
    // Two migrations of an embedded database and two command processes (tsx): a minute and more on a busy
    // machine, none of it timed here.
  }, 180_000);
});
