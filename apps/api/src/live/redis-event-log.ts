import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { formatEventId, parseEventId, type LiveEvent, type LoggedEvent } from './live-event.js';
import { FEED_RESET, type EventLog, type FeedEntry } from './event-log.js';

/** How long one blocking read waits before it asks again (and notices a closed log). */
const READ_BLOCK_MS = 5_000;
/** After a failed read, the wait before the next try. */
const RETRY_MS = 250;

/**
 * The log every instance shares through Redis (docs/conversation.md#live-updates): one stream, trimmed to
 * about `capacity` entries, that each instance reads with a blocking XREAD and hands to its own streams.
 * The epoch is a key beside it: Redis here keeps nothing on disk, so after its restart the stream and the
 * epoch are new, and every id from before names a life that is gone — those clients refetch.
 */
export class RedisEventLog implements EventLog {
  private readonly writer: Redis;
  private readonly reader: Redis;
  private readonly listeners = new Set<(entry: FeedEntry) => void>();
  private readonly streamKey: string;
  private readonly epochKey: string;
  private closed = false;
  private readLoop: Promise<void> | null = null;

  constructor(
    url: string,
    prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly capacity = 10_000,
  ) {
    this.streamKey = `${prefix}live:events`;
    this.epochKey = `${prefix}live:epoch`;
    // Commands wait for the connection being made, and fail after one reconnection attempt while Redis is away.
    this.writer = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    // Named, so an operator's CLIENT LIST tells the blocked reads apart from the rest.
    this.reader = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectionName: `${prefix}live-reader`,
    });
    // ioredis reconnects by itself; the read loop sees the failure and resets its listeners.
    for (const client of [this.writer, this.reader]) client.on('error', () => undefined);
  }

  async append(event: LiveEvent): Promise<void> {
    await this.writer.xadd(this.streamKey, 'MAXLEN', '~', this.capacity, '*', 'e', JSON.stringify(event));
  }

  async since(lastId: string): Promise<LoggedEvent[] | 'gap'> {
    const seen = parseEventId(lastId);
    const epoch = await this.currentEpoch();
    if (!seen || seen.epoch !== epoch) return 'gap';
    const position = `${seen.ms}-${seen.seq}`;
    const [oldest] = await this.writer.xrange(this.streamKey, '-', '+', 'COUNT', 1);
    // The client's last event was trimmed away, or never reached this stream: what came between is unknown.
    // A client placed at `0-0` (its stream opened on an empty log) missed nothing while nothing was trimmed.
    if (oldest && compare(oldest[0], position) > 0) {
      const [atSeen] = await this.writer.xrange(this.streamKey, position, position);
      if (!atSeen && !(position === '0-0' && (await this.neverTrimmed()))) return 'gap';
    }
    const entries = await this.writer.xrange(this.streamKey, `(${position}`, '+');
    return entries.map(([id, fields]) => this.toLogged(epoch, id, fields)).filter(isLogged);
  }

  /** Whether every entry ever added is still in the stream (XINFO STREAM's `entries-added`, Redis 7). */
  private async neverTrimmed(): Promise<boolean> {
    const info = (await this.writer.call('XINFO', 'STREAM', this.streamKey)) as unknown[];
    const field = (name: string) => info[info.indexOf(name) + 1];
    return info.includes('entries-added') && Number(field('entries-added')) === Number(field('length'));
  }

  async head(): Promise<string> {
    const epoch = await this.currentEpoch();
    const [newest] = await this.writer.xrevrange(this.streamKey, '+', '-', 'COUNT', 1);
    return formatEventId(epoch, newest?.[0] ?? '0-0');
  }

  subscribe(listener: (entry: FeedEntry) => void): () => void {
    this.listeners.add(listener);
    this.readLoop ??= this.read();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.reader.disconnect();
    await this.readLoop?.catch(() => undefined);
    await this.writer.quit().catch(() => undefined);
  }

  /**
   * The log's epoch, read fresh each time (one GET): made by whichever instance asks first after Redis
   * started empty, so every instance agrees on it.
   */
  private async currentEpoch(): Promise<string> {
    const existing = await this.writer.get(this.epochKey);
    if (existing) return existing;
    await this.writer.set(this.epochKey, randomBytes(6).toString('hex'), 'NX');
    const epoch = await this.writer.get(this.epochKey);
    if (!epoch) throw new Error('the live events epoch could not be read');
    return epoch;
  }

  private async read(): Promise<void> {
    // Read from the newest entry at the first subscription (not `$`, the moment of each XREAD): the newest
    // is asked on the writer before any `since` of that subscriber, so nothing falls between the two.
    let after = '0-0';
    let epoch: string | null = null;
    let failing = false;
    try {
      after = (await this.writer.xrevrange(this.streamKey, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
      epoch = await this.currentEpoch();
    } catch {
      failing = true;
    }
    while (!this.closed) {
      try {
        // A new epoch means Redis lost the stream (a restart: it keeps nothing on disk), and with it any
        // event appended while it was away: every client refetches. Checked at least every READ_BLOCK_MS.
        const current = await this.currentEpoch();
        if (epoch !== current) {
          if (epoch !== null) this.emit(FEED_RESET);
          epoch = current;
          after = (await this.writer.xrevrange(this.streamKey, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
        }
        const answer = await this.reader.xread('BLOCK', READ_BLOCK_MS, 'STREAMS', this.streamKey, after);
        failing = false;
        for (const [, entries] of answer ?? []) {
          for (const [id, fields] of entries) {
            after = id;
            const logged = this.toLogged(epoch, id, fields);
            if (logged) this.emit(logged);
          }
        }
      } catch (error) {
        if (this.closed) return;
        if (!failing) this.log.warn({ err: error }, 'live events: reading the Redis stream failed');
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private emit(entry: FeedEntry): void {
    for (const listener of this.listeners) listener(entry);
  }

  private toLogged(epoch: string, id: string, fields: string[]): LoggedEvent | null {
    const raw = fields[fields.indexOf('e') + 1];
    try {
      return raw ? { id: formatEventId(epoch, id), event: JSON.parse(raw) as LiveEvent } : null;
    } catch {
      return null;
    }
  }
}

function isLogged(entry: LoggedEvent | null): entry is LoggedEvent {
  return entry !== null;
}

/** Orders two Redis stream ids. */
function compare(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs === bMs ? aSeq - bSeq : aMs - bMs;
}
