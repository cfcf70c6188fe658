import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { clamdMissing, EICAR, EICAR_SIGNATURE, startClamd } from '@concierge/e2e-support/clamd';
import { listenForTests, signUpNewUser, uploadedFile } from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { uploads } from './tables.js';

// The rescan job across instances (docs/uploads.md#virus-scanning): two servers on one database scan every
// waiting upload exactly once between them, a pass with clamd still down leaves them waiting, and an upload
// leased by an instance (or by the request that received it and scans it now) is left to it until the lease
// ends.

const skipReason = clamdMissing();
if (skipReason) console.warn(skipReason);

const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');

describe.skipIf(skipReason)(onDb('the rescan job'), async () => {
  if (skipReason) return;
  const clamd = await startClamd();
  const dir = mkdtempSync(path.join(tmpdir(), 'rescan-test-'));
  // No timer: the passes run by hand, so the test decides which instance runs when.
  const settings = { dir, scanning: { clamd: { host: clamd.host, port: clamd.port }, timeoutMs: 10_000 } };
  const first = await startTestServer({ config: { uploads: settings } });
  const second = await startTestServer({
    database: first.database,
    clock: first.clock,
    config: { uploads: settings },
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await clamd.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const client = await listenForTests(first.app);
  const db = first.database.db;
  const rows = (keys: string[]) => db.select().from(uploads).where(inArray(uploads.key, keys));

  it('scans each waiting upload once between two instances, and none while clamd is down', async () => {
    const token = await signUpNewUser(client);
    await clamd.stop();
    const keys: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      keys.push(
        await uploadedFile(client, token, {
          filename: `q${index}.pdf`,
          contentType: 'application/pdf',
          bytes: PDF,
        }),
      );
    }
    keys.push(
      await uploadedFile(client, token, { filename: 'eicar.txt', contentType: 'text/plain', bytes: EICAR }),
    );
    expect(await first.app.rescanWaitingUploads()).toBe(0);
    // The pass gave back what it took: the next one, on any instance, tries again at once.
    expect((await rows(keys)).map((row) => [row.scanStatus, row.scanClaimedUntil])).toEqual(
      keys.map(() => ['pending', null]),
    );

    await clamd.start();
    const scanned = await Promise.all([first.app.rescanWaitingUploads(), second.app.rescanWaitingUploads()]);
    expect(scanned[0] + scanned[1]).toBe(6);
    const after = new Map((await rows(keys)).map((row) => [row.key, row]));
    expect(keys.slice(0, 5).map((key) => after.get(key)?.scanStatus)).toEqual(Array(5).fill('clean'));
    const infected = after.get(keys[5]!);
    expect(infected).toMatchObject({
      scanStatus: 'infected',
      state: 'rejected',
      scanSignature: EICAR_SIGNATURE,
    });
    expect(existsSync(path.join(dir, keys[5]!))).toBe(false);
  });

  it('leaves a new upload to the request scanning it: one scan of a file, never two at once', async () => {
    const token = await signUpNewUser(client);
    let answered = false;
    const put = uploadedFile(client, token, {
      filename: 'eicar.txt',
      contentType: 'text/plain',
      bytes: EICAR,
    })
      .then(
        () => 'accepted',
        (error: Error) => error.message,
      )
      .finally(() => {
        answered = true;
      });
    // The other instance's job looks at every turn of the event loop while the PUT is received and scanned
    // (PGlite answers without one, so each pass yields first): the upload waits for a verdict all that
    // time, yet is leased to the PUT, which scans and deletes it alone.
    let rescanned = 0;
    while (!answered) {
      await new Promise((resolve) => setImmediate(resolve));
      rescanned += await second.app.rescanWaitingUploads();
    }
    expect(await put).toMatch(/^PUT failed: 422 .*file-infected/);
    expect(rescanned).toBe(0);
  });

  it('leaves an upload another instance holds until its lease ends', async () => {
    const token = await signUpNewUser(client);
    await clamd.stop();
    const key = await uploadedFile(client, token, {
      filename: 'held.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    await clamd.start();
    // As an instance that took it and then died would leave it: leased for the next five minutes.
    await db
      .update(uploads)
      .set({ scanClaimedUntil: new Date(first.clock.now().getTime() + 5 * 60 * 1000) })
      .where(eq(uploads.key, key));
    expect(await second.app.rescanWaitingUploads()).toBe(0);
    first.clock.advance(5 * 60 * 1000 + 1);
    expect(await second.app.rescanWaitingUploads()).toBe(1);
    expect((await rows([key]))[0]?.scanStatus).toBe('clean');
  });
});
