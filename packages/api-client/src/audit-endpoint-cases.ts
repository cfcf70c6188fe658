// The access record's endpoints: each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;

export const auditCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'getRequestAccess',
    method: 'GET',
    path: '/api/v1/requests/101/access',
    run: async (api) => (await api.call('getRequestAccess', { params: { id: 101 } })).data,
    expected: R.getRequestAccess,
  },
  {
    fn: 'call',
    endpoint: 'getAccessLog',
    method: 'GET',
    path: '/api/v1/concierge/access_log?request_id=101',
    run: async (api) => (await api.call('getAccessLog', { query: { request_id: 101 } })).data,
    expected: R.getAccessLog,
  },
];
