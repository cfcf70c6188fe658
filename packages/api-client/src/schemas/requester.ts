import { z } from './zod.js';
import { Id, Timestamp, VALIDATION_TEXTS as T } from './common.js';

// The requester's own actions on a request: withdrawing a request, rating the help.

/** The longest withdrawal reason and rating comment (characters, after trimming). */
export const WITHDRAW_REASON_MAX = 1000;
export const RATING_COMMENT_MAX = 2000;
/** How long a rating can be changed after it was first given (7 days). */
export const RATING_CHANGE_DAYS = 7;

export const WithdrawRequestBody = z.object({
  withdrawal: z.object({
    reason: z.string().trim().min(1, { message: T.withdrawReason }).max(WITHDRAW_REASON_MAX),
  }),
});
export type WithdrawRequestBody = z.input<typeof WithdrawRequestBody>;

/** One explicit click: good, okay or bad. */
export const RatingScore = z.enum(['good', 'okay', 'bad']);
export type RatingScore = z.infer<typeof RatingScore>;

export const Rating = z.object({
  score: RatingScore,
  comment: z.string().nullable(),
  /** When it was last given or changed. */
  rated_at: Timestamp,
  /** Until when it can still be changed (first rating + RATING_CHANGE_DAYS). */
  changeable_until: Timestamp,
});
export type Rating = z.infer<typeof Rating>;

export const RateRequestBody = z.object({
  rating: z.object({
    score: RatingScore,
    comment: z.string().trim().max(RATING_COMMENT_MAX).optional(),
  }),
});
export type RateRequestBody = z.input<typeof RateRequestBody>;

/** A request's rating; null before the requester gave one. */
export const RatingResponse = z.object({ rating: Rating.nullable() });
export type RatingResponse = z.infer<typeof RatingResponse>;

/** The console's weekly summary: which week (any date in it; the current week when absent). */
export const RatingSummaryQuery = z.object({ week: z.iso.date().optional() });
export type RatingSummaryQuery = z.infer<typeof RatingSummaryQuery>;

export const RatingSummaryResponse = z.object({
  summary: z.object({
    /** The week's first day (Monday, UTC) and the day after its last. */
    week_start: z.iso.date(),
    week_end: z.iso.date(),
    count: z.number().int().min(0),
    good: z.number().int().min(0),
    okay: z.number().int().min(0),
    bad: z.number().int().min(0),
    /** good / count, 0 when there are none. */
    good_share: z.number().min(0).max(1),
    /** The week's ratings with a comment, newest first. */
    comments: z.array(
      z.object({ request_id: Id, score: RatingScore, comment: z.string(), rated_at: Timestamp }),
    ),
  }),
});
export type RatingSummaryResponse = z.infer<typeof RatingSummaryResponse>;
