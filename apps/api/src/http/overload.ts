import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HTTP_MESSAGES, HttpError } from './errors.js';

/** When an instance sheds load instead of queueing it (`OVERLOAD_*`; 0 turns a limit off). */
export interface OverloadConfig {
  /** Mean event-loop delay over the last sample above which new requests get 503. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use above which new requests get 503 (off by default: the heap limit is the host's). */
  maxHeapUsedBytes: number;
}

/**
 * 200 ms of mean event-loop delay: every answer is already late, and queueing more only makes it worse.
 * The default on PostgreSQL only (config.ts): embedded PGlite runs its queries on the event loop, so there
 * the delay measures the database at work, and shedding would turn a slow query into failed requests.
 */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 200;
/** Off: `createServer` callers (tests, the benches) opt in; `configFromEnv` turns it on for PostgreSQL. */
export const NO_SHEDDING: OverloadConfig = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };

/** How often the load is sampled; a stall is seen within this long. */
const SAMPLE_MS = 500;
/** Seconds a shed client waits: long enough for a burst to pass, short enough not to lose a user. */
export const OVERLOAD_RETRY_AFTER_S = 2;

/**
 * Load shedding with `@fastify/under-pressure`: past a limit, a new request is answered 503 with
 * `Retry-After` in the one error shape before any work is done for it, so a burst costs little per
 * request and the event loop keeps answering what it already took. The probes opt out (http/health.ts).
 */
export async function registerOverloadShedding(app: FastifyInstance, config: OverloadConfig): Promise<void> {
  // The start (migrations, module loading, the seed's hashes) blocks the loop too and is not load:
  // shedding begins once two samples after listening are in.
  let armed = false;
  app.addHook('onListen', async () => {
    setTimeout(() => (armed = true), 2 * SAMPLE_MS).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    sampleInterval: SAMPLE_MS,
    pressureHandler: async (request, _reply, type, value) => {
      if (!armed) return;
      request.log.warn({ type, value }, 'overloaded: request shed');
      throw new HttpError(503, HTTP_MESSAGES.unavailable, {
        code: 'unavailable',
        headers: { 'retry-after': String(OVERLOAD_RETRY_AFTER_S) },
      });
    },
  });
}
