// Data exports' endpoints: each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;

export const dataExportCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'requestDataExport',
    method: 'POST',
    path: '/api/v1/users/data_exports',
    body: {},
    run: async (api) => (await api.call('requestDataExport', {})).data,
    expected: R.requestDataExport,
  },
  {
    fn: 'call',
    endpoint: 'listDataExports',
    method: 'GET',
    path: '/api/v1/users/data_exports',
    run: async (api) => (await api.call('listDataExports', {})).data,
    expected: R.listDataExports,
  },
  {
    fn: 'call',
    endpoint: 'requestUserDataExport',
    method: 'POST',
    path: '/api/v1/concierge/data_exports',
    body: { data_export: { email: 'alex@example.com' } },
    run: async (api) =>
      (await api.call('requestUserDataExport', { body: { data_export: { email: 'alex@example.com' } } }))
        .data,
    expected: R.requestUserDataExport,
  },
];
