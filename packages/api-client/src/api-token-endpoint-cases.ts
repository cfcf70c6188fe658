// The API tokens' endpoints (admins): each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;
const body = {
  api_token: { note: 'CRM sync', scopes: ['requests:read' as const], expires_in_days: 90, company_id: null },
};

export const apiTokenCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'getApiTokens',
    method: 'GET',
    path: '/api/v1/concierge/api_tokens',
    run: async (api) => (await api.call('getApiTokens', {})).data,
    expected: R.getApiTokens,
  },
  {
    fn: 'call',
    endpoint: 'createApiToken',
    method: 'POST',
    path: '/api/v1/concierge/api_tokens',
    body,
    run: async (api) => (await api.call('createApiToken', { body })).data.token,
    expected: R.createApiToken.token,
  },
  {
    fn: 'call',
    endpoint: 'revokeApiToken',
    method: 'DELETE',
    path: '/api/v1/concierge/api_tokens/1',
    run: async (api) => (await api.call('revokeApiToken', { params: { id: 1 } })).data.api_token,
    expected: R.revokeApiToken.api_token,
  },
];
