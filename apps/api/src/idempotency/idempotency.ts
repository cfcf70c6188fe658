import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, type EndpointName } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { EndpointHandler } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { idempotencyKeys } from './tables.js';
import { defineTexts } from '../i18n/text-registry.js';

const HOUR = 60 * 60 * 1000;

/** SECURITY.md: a key and its answer are kept at least 24 h; after that the key may name a new request. */
export const IDEMPOTENCY_RETENTION_MS = 24 * HOUR;
/**
 * A first request still unfinished after this is taken to have died (crash, lost connection), and its
 * retry runs. Longer than any request runs (no handler waits on mail or texts: the outbox does; a database
 * connection waits 5 s at most), short enough that a client retrying after an instance's kill -9 gets its
 * answer in seconds rather than a minute.
 */
export const IDEMPOTENCY_STALE_MS = 15 * 1000;
/** Seconds a 409 "still being processed" asks the client to wait before it retries. */
export const IDEMPOTENCY_RETRY_AFTER_S = 1;
/** Header set on an answer replayed from a key (Stripe's `Idempotent-Replayed`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_ERRORS = defineTexts({
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
});

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The SHA-256 of a request as validated: its endpoint, params, query and body. */
export function fingerprint(name: string, input: { params: unknown; query: unknown; body: unknown }): string {
  // The validated input: zod's output keeps the schema's key order, so one request has one fingerprint.
  const canonical = JSON.stringify([name, input.params ?? null, input.query ?? null, input.body ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

type Claim = { kind: 'fresh' } | { kind: 'replay'; response: unknown };

async function claimKey(context: AppContext, userId: number, key: string, print: string): Promise<Claim> {
  const at = context.now();
  const { db } = context;
  // An expired key is forgotten, so it can name a new request.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS)),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint: print, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'fresh' };

  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return claimKey(context, userId, key, print); // deleted in between: try again
  if (row.fingerprint !== print) {
    throw new HttpError(422, IDEMPOTENCY_ERRORS.keyReused, { code: 'idempotency-key-reused' });
  }
  if (row.completedAt !== null) return { kind: 'replay', response: row.response };
  // The first request is still running, or died: only a stale claim may be taken over, by one caller.
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: at })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.completedAt),
        lt(idempotencyKeys.createdAt, new Date(at.getTime() - IDEMPOTENCY_STALE_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length > 0) return { kind: 'fresh' };
  throw new HttpError(409, IDEMPOTENCY_ERRORS.inProgress, {
    code: 'idempotency-in-progress',
    headers: { 'retry-after': String(IDEMPOTENCY_RETRY_AFTER_S) },
  });
}

/**
 * Wraps a POST handler with `Idempotency-Key` (SECURITY.md, Stripe's semantics), per user and key: the
 * same key with the same request replays the first answer; with another request it is a 422; while the
 * first is still running, a 409. A failed request forgets its key, so it can be retried. Without the
 * header the handler simply runs.
 * @example endpoint('submitSurvey', {}, idempotent(context, 'submitSurvey', handler));
 */
export function idempotent<N extends EndpointName>(
  context: AppContext,
  name: N,
  handler: EndpointHandler<N>,
): EndpointHandler<N> {
  return async (input) => {
    const header = input.request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return handler(input);
    const caller = input.caller as { user: { id: number } } | null;
    if (typeof header !== 'string' || !KEY_FORMAT.test(header) || !caller) {
      throw new HttpError(400, IDEMPOTENCY_ERRORS.invalidKey, { code: 'validation' });
    }
    const userId = caller.user.id;
    const claim = await claimKey(context, userId, header, fingerprint(name, input));
    if (claim.kind === 'replay') {
      input.reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return claim.response as Awaited<ReturnType<EndpointHandler<N>>>;
    }
    const keyOfThisRequest = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header));
    let answer: unknown;
    try {
      answer = await handler(input);
    } catch (error) {
      await context.db
        .delete(idempotencyKeys)
        .where(and(keyOfThisRequest, isNull(idempotencyKeys.completedAt)));
      throw error;
    }
    await context.db
      .update(idempotencyKeys)
      .set({ response: answer, completedAt: context.now() })
      .where(keyOfThisRequest);
    return answer as Awaited<ReturnType<EndpointHandler<N>>>;
  };
}
