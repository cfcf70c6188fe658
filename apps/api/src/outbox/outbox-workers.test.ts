import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onDb } from '../testing/test-database.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { startTestServer, TestClock, uniqueEmail } from '../testing/test-server.js';
import { enqueueOutgoingMessage } from './queries.js';
import { outbox, type OutboxRow } from './tables.js';
import type { Transport } from './transports.js';
import { OutboxWorker } from './worker.js';

// Several instances deliver one outbox, each message exactly once (FOR UPDATE SKIP LOCKED
// claims), and an instance shutting down hands back what it claimed but did not send.

const shared = await createTestDatabase();
const { db } = shared.database;
const clock = new TestClock();
const smtp = await startSmtpCapture();
const config = { smtpUrl: smtp.url };
const instances = [
  await startTestServer({ database: shared.database, clock, config }),
  await startTestServer({ database: shared.database, clock, config: { ...config, seed: false } }),
  await startTestServer({ database: shared.database, clock, config: { ...config, seed: false } }),
];
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await smtp.close();
  await shared.dispose();
});

/** Queues one email per new recipient; answers the recipients. */
async function queueEmails(count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, () => uniqueEmail('outbox'));
  for (const recipient of recipients) {
    await enqueueOutgoingMessage(
      db,
      { channel: 'email', kind: 'reset', recipient, subject: 'Hello', body: `For ${recipient}` },
      clock.now(),
    );
  }
  return recipients;
}

const rowsOf = (recipients: string[]) =>
  db.select().from(outbox).where(inArray(outbox.recipient, recipients));

describe(onDb('the outbox with several workers'), () => {
  it('delivers every message exactly once when three instances drain at the same time', async () => {
    const recipients = await queueEmails(45);
    const results = await Promise.all(instances.map((instance) => instance.app.outbox.drain()));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(45);
    for (const recipient of recipients) expect(smtp.to(recipient)).toHaveLength(1);
    expect((await rowsOf(recipients)).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('hands back the claimed messages it has not sent when stopped, and another worker sends them at once', async () => {
    const recipients = await queueEmails(5);
    const delivered: string[] = [];
    let letFirstFinish!: () => void;
    const held = new Promise<void>((resolve) => (letFirstFinish = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const slow: Transport = {
      async deliver(message: OutboxRow) {
        firstStarted();
        await held;
        delivered.push(message.recipient);
      },
      close() {},
    };
    const leaving = new OutboxWorker(db, { email: slow, sms: slow }, instances[0]!.app.log, clock.now);
    const draining = leaving.drain();
    await started;
    // SIGTERM while the first message of the batch is on its way: it finishes, the rest goes back.
    const stopping = leaving.stop();
    letFirstFinish();
    await stopping;
    expect(await draining).toEqual({ sent: 1, failed: 0 });
    const rows = await rowsOf(recipients);
    expect(delivered).toEqual([recipients[0]]);
    const handedBack = rows.filter((row) => row.sentAt === null);
    expect(handedBack).toHaveLength(4);
    // Due now (not at the end of a 60 s lease) and the claim not counted as an attempt.
    for (const row of handedBack) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    }
    expect(await instances[1]!.app.outbox.drain()).toEqual({ sent: 4, failed: 0 });
    for (const recipient of recipients.slice(1)) expect(smtp.to(recipient)).toHaveLength(1);
  });
});
