import { withDefaultStatus } from './requests.js';
import type { EndpointContext } from './failure-policies.js';
import type { RatingScore } from '../schemas/requester.js';

/** Withdrawing and rating one's request, and the console's view of ratings; all strict. */
export function requesterEndpoints({ call }: EndpointContext) {
  return {
    /** Withdraws an open or in-progress request with a reason: it moves to completed with a status note. */
    withdrawRequest: async (id: number, reason: string, idempotencyKey?: string) =>
      withDefaultStatus(
        (
          await call('withdrawRequest', {
            params: { id },
            body: { withdrawal: { reason } },
            ...(idempotencyKey ? { idempotencyKey } : {}),
          })
        ).data.request,
      ),
    /** The caller's rating of their request, or null before they gave one. */
    getRequestRating: async (id: number) => (await call('getRequestRating', { params: { id } })).data.rating,
    /** Rates a completed request (or changes the rating within RATING_CHANGE_DAYS). */
    rateRequest: async (id: number, rating: { score: RatingScore; comment?: string }) =>
      (await call('rateRequest', { params: { id }, body: { rating } })).data.rating,
    /** Concierge: a request's rating, or null. */
    getQueueRequestRating: async (id: number) =>
      (await call('getQueueRequestRating', { params: { id } })).data.rating,
    /** Concierge: a week's ratings (the current week without `week`). */
    getRatingSummary: async (week?: string) =>
      (await call('getRatingSummary', { query: week ? { week } : {} })).data.summary,
  };
}
