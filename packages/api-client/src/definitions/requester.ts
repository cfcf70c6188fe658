// The endpoints of the requester’s withdrawal and rating, and the concierge’s view of ratings: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import {
  RateRequestBody,
  RatingResponse,
  RatingSummaryQuery,
  RatingSummaryResponse,
  WithdrawRequestBody,
} from '../schemas/requester.js';
import { IdParams, RequestResponse } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const requesterDefinitions = {
  /** The requester withdraws an open or in-progress request with a reason. */
  withdrawRequest: {
    method: 'POST',
    path: '/api/v1/requests/:id/withdraw',
    access: 'user',
    params: IdParams,
    body: WithdrawRequestBody,
    response: RequestResponse,
  },
  /** The requester's rating of a completed request (one per request, changeable for 7 days). */
  getRequestRating: {
    method: 'GET',
    path: '/api/v1/requests/:id/rating',
    access: 'user',
    params: IdParams,
    response: RatingResponse,
  },
  rateRequest: {
    method: 'PUT',
    path: '/api/v1/requests/:id/rating',
    access: 'user',
    params: IdParams,
    body: RateRequestBody,
    response: RatingResponse,
  },
  getQueueRequestRating: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id/rating',
    access: 'concierge',
    tokenScope: 'requests:read',
    params: IdParams,
    response: RatingResponse,
  },
  getRatingSummary: {
    method: 'GET',
    path: '/api/v1/concierge/ratings/summary',
    access: 'concierge',
    tokenScope: 'reports:read',
    query: RatingSummaryQuery,
    response: RatingSummaryResponse,
  },
} as const satisfies Record<string, Endpoint>;
