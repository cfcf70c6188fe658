import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../config.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import type { RateLimitStore } from './stores.js';

/** Counts hits per key and answers 429 with `Retry-After` past the rule's limit. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one hit; throws a 429 `HttpError` when `key` is over `rule`. */
  async hit(key: string, rule: RateLimitRule): Promise<void> {
    let result;
    try {
      result = await this.store.increment(key, rule.windowMs);
    } catch (error) {
      // Rate limits must never turn into 5xx: with the counter store away, let the request through.
      this.log.warn({ err: error }, 'rate-limit store unavailable');
      return;
    }
    if (result.count > rule.limit) {
      throw new HttpError(429, HTTP_MESSAGES.rateLimited, {
        code: 'rate-limited',
        headers: { 'retry-after': String(Math.max(1, Math.ceil(result.msUntilReset / 1000))) },
      });
    }
  }

  /** Throws when the counter store cannot be reached (the readiness check). */
  ping(): Promise<void> {
    return this.store.ping();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
