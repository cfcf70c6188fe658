// The embedded database only (*.pglite.test.ts: the pglite project alone): PostgreSQL has no data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../accounts/demo.js';
import { createServer } from '../server.js';
import { signIn, signUpUser } from '../testing/api-calls.js';
import { TestClock, testConfig } from '../testing/test-server.js';

describe('the embedded database in a data folder', () => {
  it('is created, migrated and seeded on first start, and keeps its data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'api-data-')), 'nested', '.data');
    const config = testConfig(new TestClock(), { dataDir });
    const first = await createServer(config);
    const demo = DEMO_USERS[0];
    expect((await signIn(first, demo.email, demo.password)).statusCode).toBe(200);
    const { email, password } = await signUpUser(first);
    await first.close();

    const second = await createServer(config);
    try {
      expect((await signIn(second, email, password)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
