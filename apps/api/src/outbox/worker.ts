import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { isDatabaseUnavailable } from '../http/errors.js';
import { claimDueMessages, markFailed, markGivenUp, markSent, releaseClaims } from './queries.js';
import type { OutboxRow } from './tables.js';
import { PermanentDeliveryError, type Transports } from './transports.js';

const BATCH = 10;
// A claimed message is not retried by anyone for this long: enough for one SMTP exchange.
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/**
 * A message delivered while the database is away (a restart) cannot be marked sent; it is tried again until
 * the database answers, well within the lease, instead of letting the lease expire and sending it twice.
 */
const RECORD_SENT_RETRY_MS = 250;
const RECORD_SENT_ATTEMPTS = LEASE_MS / 2 / RECORD_SENT_RETRY_MS;

/** Delay before the next try: 10 s, 20 s, 40 s… capped at an hour; a failure is never "sent". */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(1, attempts));
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** Delivers outbox messages: polls, and wakes up at once when a transaction has just added one. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DrainResult> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Delivers every due message once; what fails waits for its retry time. */
  async drain(): Promise<DrainResult> {
    // One drain at a time per process; a second caller waits for the running one, then runs its own.
    while (this.running) await this.running.catch(() => {});
    this.running = this.drainOnce();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private async drainOnce(): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    while (!this.stopped) {
      const batch = await claimDueMessages(this.db, this.now(), LEASE_MS, BATCH);
      if (batch.length === 0) return result;
      for (const [index, message] of batch.entries()) {
        if (this.stopped) {
          // Shutting down: the message being sent was finished; the rest of the batch goes back now
          // rather than waiting out its lease, so another instance sends it at once.
          await releaseClaims(this.db, batch.slice(index), this.now());
          return result;
        }
        if (await this.deliver(message)) result.sent += 1;
        else result.failed += 1;
      }
    }
    return result;
  }

  /** One attempt at one claimed message; true when it went out (and is recorded so). */
  private async deliver(message: OutboxRow): Promise<boolean> {
    const transport = this.transports[message.channel];
    try {
      if (!transport) throw new PermanentDeliveryError(`no transport for ${message.channel} messages`);
      await transport.deliver(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const context = { outboxId: message.id, channel: message.channel, attempts: message.attempts };
      if (error instanceof PermanentDeliveryError) {
        await markGivenUp(this.db, message.id, reason, this.now());
        this.log.error(context, 'outbox delivery refused for good; not retried');
      } else {
        const delay = transport?.retryDelayMs?.(message.attempts) ?? retryDelayMs(message.attempts);
        const retryAt = new Date(this.now().getTime() + delay);
        await markFailed(this.db, message.id, reason, retryAt);
        this.log.warn(context, 'outbox delivery failed');
      }
      return false;
    }
    await this.recordSent(message.id);
    return true;
  }

  private async recordSent(id: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markSent(this.db, id, this.now());
        return;
      } catch (error) {
        if (attempt >= RECORD_SENT_ATTEMPTS || !isDatabaseUnavailable(error)) throw error;
        await sleep(RECORD_SENT_RETRY_MS);
      }
    }
  }

  /** Polls every `pollMs` until stopped. */
  start(pollMs: number): void {
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
  }

  /** Drains soon, outside the request that committed a message. */
  wake(): void {
    if (this.stopped || !this.timer) return;
    setImmediate(() => {
      if (this.stopped) return;
      this.drain().catch((error: unknown) => this.log.error({ err: error }, 'outbox drain failed'));
    });
  }

  /**
   * Stops polling; a drain under way finishes the message it is sending and hands the rest of its batch
   * back (graceful shutdown), so no message waits out a lease held by an instance that is gone.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
    for (const transport of new Set(Object.values(this.transports))) transport?.close();
  }
}
