// The endpoints of the requester’s search of their own requests: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { RequestListResponse } from '../schemas/requests.js';
import { RequestSearchQuery } from '../schemas/search.js';
import type { Endpoint } from './endpoint.js';

export const searchDefinitions = {
  /** The requester's search of their own requests. */
  searchRequests: {
    method: 'GET',
    path: '/api/v1/requests/search',
    access: 'user',
    query: RequestSearchQuery,
    response: RequestListResponse,
  },
} as const satisfies Record<string, Endpoint>;
