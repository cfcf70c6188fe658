// Data retention's endpoints (admins): each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;
const body = { policy: { months: 24, action: 'anonymise' as const } };

export const retentionCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'getRetentionPolicies',
    method: 'GET',
    path: '/api/v1/concierge/retention_policies',
    run: async (api) => (await api.call('getRetentionPolicies', {})).data,
    expected: R.getRetentionPolicies,
  },
  {
    fn: 'call',
    endpoint: 'previewRetentionPolicy',
    method: 'GET',
    path: '/api/v1/concierge/companies/1/retention_policy/preview?months=24&action=anonymise',
    run: async (api) =>
      (
        await api.call('previewRetentionPolicy', {
          params: { id: 1 },
          query: { months: 24, action: 'anonymise' },
        })
      ).data,
    expected: R.previewRetentionPolicy,
  },
  {
    fn: 'call',
    endpoint: 'setRetentionPolicy',
    method: 'PUT',
    path: '/api/v1/concierge/companies/1/retention_policy',
    body,
    run: async (api) => (await api.call('setRetentionPolicy', { params: { id: 1 }, body })).data,
    expected: R.setRetentionPolicy,
  },
  {
    fn: 'call',
    endpoint: 'removeRetentionPolicy',
    method: 'DELETE',
    path: '/api/v1/concierge/companies/1/retention_policy',
    run: async (api) => (await api.call('removeRetentionPolicy', { params: { id: 1 } })).data,
    expected: R.removeRetentionPolicy,
  },
];
