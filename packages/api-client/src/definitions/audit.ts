// The endpoints of the access record (docs/SECURITY.md#access-record): the requester's view of who opened
// their request, and the admins' search of the whole record. Each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls). The CSV export is a plain route beside them.
import { AccessLogQuery, AccessLogResponse, RequestAccessResponse } from '../schemas/audit.js';
import { IdParams } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const auditDefinitions = {
  /** Which staff members opened one of the caller's requests, or its files, and when; newest first. */
  getRequestAccess: {
    method: 'GET',
    path: '/api/v1/requests/:id/access',
    access: 'user',
    params: IdParams,
    response: RequestAccessResponse,
  },
  /** The access record filtered by staff member, requester, request and time; admins only (403 otherwise). */
  getAccessLog: {
    method: 'GET',
    path: '/api/v1/concierge/access_log',
    access: 'concierge',
    query: AccessLogQuery,
    response: AccessLogResponse,
  },
} as const satisfies Record<string, Endpoint>;
