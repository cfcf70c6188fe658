// An account's erasure's endpoints: each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;

export const erasureCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'requestAccountErasure',
    method: 'POST',
    path: '/api/v1/users/erasure',
    body: { erasure: { current_password: 'correct horse battery staple' } },
    run: async (api) =>
      (
        await api.call('requestAccountErasure', {
          body: { erasure: { current_password: 'correct horse battery staple' } },
        })
      ).data,
    expected: R.requestAccountErasure,
  },
  {
    fn: 'call',
    endpoint: 'eraseUser',
    method: 'POST',
    path: '/api/v1/concierge/erasures',
    body: { erasure: { email: 'alex@example.com' } },
    run: async (api) =>
      (await api.call('eraseUser', { body: { erasure: { email: 'alex@example.com' } } })).data,
    expected: R.eraseUser,
  },
];
