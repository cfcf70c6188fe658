import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueRedisPrefix } from '../testing/test-server.js';
import { FEED_RESET, type FeedEntry } from './event-log.js';
import { MemoryEventLog } from './memory-event-log.js';
import { RedisEventLog } from './redis-event-log.js';

// The two logs behind the live stream (docs/conversation.md#live-updates): every instance reads the same
// events in the same order, a client's place in them survives a reconnection, and when events may be lost
// (trimmed, or Redis restarted empty) the answer is a refetch, never silence.
const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** Collects what a subscriber receives, and waits for the n-th entry. */
function listen(log: { subscribe(listener: (entry: FeedEntry) => void): () => void }) {
  const got: FeedEntry[] = [];
  const waiters: (() => void)[] = [];
  log.subscribe((entry) => {
    got.push(entry);
    for (const wake of waiters.splice(0)) wake();
  });
  const count = async (n: number, ms = 5_000) => {
    const until = Date.now() + ms;
    while (got.length < n) {
      if (Date.now() > until) throw new Error(`received ${JSON.stringify(got)}, waiting for ${n}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return got;
  };
  return { got, count };
}

describe('the in-process log', () => {
  it('replays what came after an id, and answers a gap once the id has been dropped', async () => {
    const log = new MemoryEventLog(3);
    await log.append({ kind: 'queue' });
    const first = await log.head();
    await log.append({ kind: 'request', requestId: 1, ownerId: 7 });
    expect((await log.since(first)) as unknown[]).toHaveLength(1);
    for (let i = 0; i < 3; i++) await log.append({ kind: 'queue' });
    expect(await log.since(first)).toBe('gap');
    // Another life of the log (a restart) cannot place an id of this one.
    expect(await new MemoryEventLog().since(await log.head())).toBe('gap');
  });
});

describe.skipIf(!redisUrl)('the Redis log', () => {
  const prefix = uniqueRedisPrefix();
  const a = new RedisEventLog(redisUrl!, prefix, silent, 5);
  const b = new RedisEventLog(redisUrl!, prefix, silent, 5);
  const admin = new Redis(redisUrl!);
  afterAll(async () => {
    await a.close();
    await b.close();
    await admin.del(`${prefix}live:events`, `${prefix}live:epoch`);
    admin.disconnect();
  });

  it('hands every instance the events appended on any, in one order, each with an id both can resume from', async () => {
    const onA = listen(a);
    const onB = listen(b);
    // As the stream does: a subscriber's place is taken before it reads anything.
    await Promise.all([a.head(), b.head()]);
    await a.append({ kind: 'request', requestId: 1, ownerId: 7 });
    await b.append({ kind: 'queue' });
    const [seenOnA, seenOnB] = [await onA.count(2), await onB.count(2)];
    expect(seenOnA).toEqual(seenOnB);
    const [firstId] = seenOnB.map((entry) => (entry === FEED_RESET ? '' : entry.id));
    const after = await a.since(firstId!);
    expect(after).toEqual([seenOnA[1]]);
  });

  it('answers a gap for an id trimmed away or from before Redis restarted empty', async () => {
    const head = await a.head();
    // MAXLEN ~ trims whole nodes: append well past the capacity of 5.
    for (let i = 0; i < 300; i++) await a.append({ kind: 'queue' });
    expect(await a.since(head)).toBe('gap');
    const recent = await a.head();
    expect(await a.since(recent)).toEqual([]);
    await admin.del(`${prefix}live:events`, `${prefix}live:epoch`);
    const fresh = new RedisEventLog(redisUrl!, prefix, silent, 5);
    expect(await fresh.since(recent)).toBe('gap');
    await fresh.close();
  });

  it('replays everything to a client placed on an empty log, until the log has trimmed some of it', async () => {
    const own = `${prefix}empty:`;
    const log = new RedisEventLog(redisUrl!, own, silent, 5);
    const start = await log.head();
    expect(start).toMatch(/\.0-0$/);
    await log.append({ kind: 'queue' });
    await log.append({ kind: 'request', requestId: 3, ownerId: 7 });
    const missed = await log.since(start);
    expect(missed).not.toBe('gap');
    expect((missed as { event: unknown }[]).map((entry) => entry.event)).toEqual([
      { kind: 'queue' },
      { kind: 'request', requestId: 3, ownerId: 7 },
    ]);
    for (let i = 0; i < 300; i++) await log.append({ kind: 'queue' });
    expect(await log.since(start)).toBe('gap');
    await log.close();
    await admin.del(`${own}live:events`, `${own}live:epoch`);
  });

  it('tells its subscribers to refetch when Redis lost the stream (restarted empty), then carries on', async () => {
    const log = new RedisEventLog(redisUrl!, prefix, silent);
    const heard = listen(log);
    await log.head();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // What a restart of a Redis that keeps nothing on disk leaves: no stream, no epoch.
    await admin.del(`${prefix}live:events`, `${prefix}live:epoch`);
    await a.append({ kind: 'request', requestId: 2, ownerId: 8 });
    // The event may come first (the blocked read sees the new stream at once), the reset at the next check.
    const got = await heard.count(2, 10_000);
    expect(got).toContain(FEED_RESET);
    expect(got).toContainEqual(
      expect.objectContaining({ event: { kind: 'request', requestId: 2, ownerId: 8 } }),
    );
    await log.close();
  });
});
