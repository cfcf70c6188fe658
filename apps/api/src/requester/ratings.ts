import { and, desc, eq, gte, lt } from 'drizzle-orm';
import {
  RATING_CHANGE_DAYS,
  type Rating,
  type RatingScore,
  type RatingSummaryResponse,
} from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { findRequest } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requestRatings, type RatingRow } from './tables.js';
import { REQUESTER_TEXTS } from './texts.js';

const DAY_MS = 86_400_000;
/** How long a rating stays changeable, from when it was first given. */
export const RATING_CHANGE_MS = RATING_CHANGE_DAYS * DAY_MS;
/** Comments the weekly summary lists at most (newest first). */
export const SUMMARY_COMMENTS_MAX = 50;

export function toRating(row: RatingRow): Rating {
  return {
    score: row.score,
    comment: row.comment,
    rated_at: row.updatedAt.toISOString(),
    changeable_until: new Date(row.createdAt.getTime() + RATING_CHANGE_MS).toISOString(),
  };
}

export async function findRating(db: Db, requestId: number): Promise<Rating | null> {
  const [row] = await db.select().from(requestRatings).where(eq(requestRatings.requestId, requestId));
  return row ? toRating(row) : null;
}

/** The caller's rating of their own request (null before one); another user's request is a 404. */
export async function ownRating(context: AppContext, user: UserRow, requestId: number) {
  const request = await findRequest(context.db, requestId);
  if (!request || request.userId !== user.id) throw notFound();
  return findRating(context.db, requestId);
}

/**
 * Rates the caller's completed request, or changes the rating while it is changeable (RATING_CHANGE_DAYS
 * from the first). One row per request, under the request's lock, so two clicks at once leave one rating.
 */
export async function rateRequest(
  context: AppContext,
  user: UserRow,
  requestId: number,
  input: { score: RatingScore; comment?: string | undefined },
): Promise<Rating> {
  return context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request || request.userId !== user.id) throw notFound();
    if (request.state !== 'completed') {
      throw new HttpError(409, REQUESTER_TEXTS.notCompleted, { code: 'not-completed' });
    }
    const at = context.now();
    const [existing] = await tx.select().from(requestRatings).where(eq(requestRatings.requestId, requestId));
    if (existing && at.getTime() > existing.createdAt.getTime() + RATING_CHANGE_MS) {
      throw new HttpError(409, REQUESTER_TEXTS.ratingLocked, { code: 'rating-locked' });
    }
    const values = { score: input.score, comment: input.comment || null, updatedAt: at };
    const [row] = await tx
      .insert(requestRatings)
      .values({ requestId, userId: user.id, createdAt: at, ...values })
      .onConflictDoUpdate({ target: requestRatings.requestId, set: values })
      .returning();
    if (!row) throw new Error('upsert returned no rating');
    await context.webhooks?.requestRated(tx, request, row);
    return toRating(row);
  });
}

/** The Monday (UTC) starting the week that holds `day`. */
export function weekStart(day: Date): Date {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A week's ratings for the team: counts per score, the share of good, and the comments. */
export async function ratingSummary(db: Db, day: Date): Promise<RatingSummaryResponse['summary']> {
  const start = weekStart(day);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const rows = await db
    .select()
    .from(requestRatings)
    .where(and(gte(requestRatings.updatedAt, start), lt(requestRatings.updatedAt, end)))
    .orderBy(desc(requestRatings.updatedAt), desc(requestRatings.requestId));
  const count = (score: RatingScore) => rows.filter((row) => row.score === score).length;
  return {
    week_start: isoDay(start),
    week_end: isoDay(end),
    count: rows.length,
    good: count('good'),
    okay: count('okay'),
    bad: count('bad'),
    good_share: rows.length ? count('good') / rows.length : 0,
    comments: rows
      .filter((row) => row.comment)
      .slice(0, SUMMARY_COMMENTS_MAX)
      .map((row) => ({
        request_id: row.requestId,
        score: row.score,
        comment: row.comment ?? '',
        rated_at: row.updatedAt.toISOString(),
      })),
  };
}
