// The endpoints of the concierge’s queue: lists, counts, one request, messages and moves: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import {
  MoveRequestBody,
  PostMessageResponse,
  QueueCountsQuery,
  QueueCountsResponse,
  QueueQuery,
} from '../schemas/concierge.js';
import {
  ConciergeMessageBody,
  PresenceBody,
  PresenceResponse,
  QueueItemListResponse,
  QueueRequestQuery,
  QueueRequestResponse,
} from '../schemas/concierge-team.js';
import { IdParams, RequestResponse, RequestState } from '../schemas/requests.js';
import { z } from '../schemas/zod.js';
import type { Endpoint } from './endpoint.js';

export const conciergeDefinitions = {
  getQueue: {
    method: 'GET',
    path: '/api/v1/concierge/requests',
    access: 'concierge',
    tokenScope: 'requests:read',
    query: QueueQuery,
    response: QueueItemListResponse,
  },
  getQueueCounts: {
    method: 'GET',
    path: '/api/v1/concierge/requests/counts',
    access: 'concierge',
    tokenScope: 'requests:read',
    query: QueueCountsQuery,
    response: QueueCountsResponse,
  },
  getQueueRequest: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id',
    access: 'concierge',
    tokenScope: 'requests:read',
    params: IdParams,
    query: QueueRequestQuery,
    response: QueueRequestResponse,
  },
  postConciergeMessage: {
    method: 'POST',
    path: '/api/v1/concierge/requests/:id/messages',
    access: 'concierge',
    tokenScope: 'messages:write',
    params: IdParams,
    body: ConciergeMessageBody,
    response: PostMessageResponse,
  },
  moveRequest: {
    method: 'PATCH',
    path: '/api/v1/concierge/requests/:id',
    access: 'concierge',
    params: IdParams,
    body: MoveRequestBody,
    response: RequestResponse,
  },
  /**
   * The lists the calling concierge may move a request to from the one it is in, read from the server's
   * lifecycle table (docs/requests.md#request-transitions): the console offers exactly these moves, and `moveRequest`
   * refuses any other with 409 `invalid-transition`.
   */
  getRequestMoves: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id/moves',
    access: 'concierge',
    params: IdParams,
    response: z.object({ state: RequestState, moves: z.array(RequestState) }),
  },
  /**
   * The heartbeat of the collision notice (docs/team-console.md#collision-notice): the caller has the
   * request open, and types or not. Sent every few seconds while the page is shown and at once when typing
   * starts or stops; a change is passed on to colleagues by the live stream. Answers the others on it.
   */
  putRequestPresence: {
    method: 'PUT',
    path: '/api/v1/concierge/requests/:id/presence',
    access: 'concierge',
    params: IdParams,
    body: PresenceBody,
    response: PresenceResponse,
  },
  /** The caller left the request's page: colleagues stop seeing them on it at once. */
  deleteRequestPresence: {
    method: 'DELETE',
    path: '/api/v1/concierge/requests/:id/presence',
    access: 'concierge',
    params: IdParams,
    response: PresenceResponse,
  },
} as const satisfies Record<string, Endpoint>;
