import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { findRequest } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { findRating, ownRating, rateRequest, ratingSummary } from './ratings.js';
import { withdrawRequest } from './withdraw.js';

/** Withdrawing and rating one's own request; the concierge's view of ratings. */
export const registerRequesterRoutes: RegisterDomain = (context) => {
  context.endpoint(
    'withdrawRequest',
    {},
    idempotent(context, 'withdrawRequest', async ({ params, body, caller }) => ({
      request: await withdrawRequest(context, caller.user, params.id, body.withdrawal.reason),
    })),
  );

  context.endpoint('getRequestRating', {}, async ({ params, caller }) => ({
    rating: await ownRating(context, caller.user, params.id),
  }));

  context.endpoint('rateRequest', {}, async ({ params, body, caller }) => ({
    rating: await rateRequest(context, caller.user, params.id, body.rating),
  }));

  context.endpoint('getQueueRequestRating', {}, async ({ params }) => {
    if (!(await findRequest(context.db, params.id))) throw notFound();
    return { rating: await findRating(context.db, params.id) };
  });

  context.endpoint('getRatingSummary', {}, async ({ query }) => ({
    summary: await ratingSummary(
      context.db,
      query.week ? new Date(`${query.week}T00:00:00Z`) : context.now(),
    ),
  }));
};
