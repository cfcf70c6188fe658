// The endpoints of the requester’s requests: one, the three lists, a reply and the completion: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody } from '../schemas/common.js';
import { PostMessageBody, PostMessageResponse } from '../schemas/concierge.js';
import { IdParams, RequestListQuery, RequestListResponse, RequestResponse } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const requestsDefinitions = {
  getRequest: {
    method: 'GET',
    path: '/api/v1/requests/:id',
    access: 'user',
    params: IdParams,
    response: RequestResponse,
  },
  getOpenRequests: {
    method: 'GET',
    path: '/api/v1/requests/open',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  getInProgressRequests: {
    method: 'GET',
    path: '/api/v1/requests/in_progress',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  getCompletedRequests: {
    method: 'GET',
    path: '/api/v1/requests/completed',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  /** The requester's reply; replying to a completed request reopens it. */
  postRequestMessage: {
    method: 'POST',
    path: '/api/v1/requests/:id/messages',
    access: 'user',
    params: IdParams,
    body: PostMessageBody,
    response: PostMessageResponse,
  },
  /** The requester marks their request completed; already completed changes nothing. */
  completeRequest: {
    method: 'POST',
    path: '/api/v1/requests/:id/complete',
    access: 'user',
    params: IdParams,
    body: NoBody,
    response: RequestResponse,
  },
} as const satisfies Record<string, Endpoint>;
