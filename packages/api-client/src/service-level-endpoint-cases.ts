// Service levels' endpoints: each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;
const { updated_by: _by, updated_at: _at, ...settings } = R.getServiceLevels.default;
const body = { service_level: settings };

export const serviceLevelCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'getServiceLevels',
    method: 'GET',
    path: '/api/v1/concierge/service_levels',
    run: async (api) => (await api.call('getServiceLevels', {})).data,
    expected: R.getServiceLevels,
  },
  {
    fn: 'call',
    endpoint: 'setDefaultServiceLevel',
    method: 'PUT',
    path: '/api/v1/concierge/service_levels/default',
    body,
    run: async (api) => (await api.call('setDefaultServiceLevel', { body })).data,
    expected: R.setDefaultServiceLevel,
  },
  {
    fn: 'call',
    endpoint: 'setCompanyServiceLevel',
    method: 'PUT',
    path: '/api/v1/concierge/companies/1/service_level',
    body,
    run: async (api) => (await api.call('setCompanyServiceLevel', { params: { id: 1 }, body })).data,
    expected: R.setCompanyServiceLevel,
  },
  {
    fn: 'call',
    endpoint: 'removeCompanyServiceLevel',
    method: 'DELETE',
    path: '/api/v1/concierge/companies/1/service_level',
    run: async (api) => (await api.call('removeCompanyServiceLevel', { params: { id: 1 } })).data,
    expected: R.removeCompanyServiceLevel,
  },
  {
    fn: 'call',
    endpoint: 'setStaffRouting',
    method: 'PUT',
    path: '/api/v1/concierge/staff/2/routing',
    body: { routing: { available: false } },
    run: async (api) =>
      (await api.call('setStaffRouting', { params: { id: 2 }, body: { routing: { available: false } } }))
        .data,
    expected: R.setStaffRouting,
  },
  {
    fn: 'call',
    endpoint: 'getServiceLevelReport',
    method: 'GET',
    path: '/api/v1/concierge/reports/service_levels?from=2026-11-01&to=2026-11-30&by=company',
    run: async (api) =>
      (
        await api.call('getServiceLevelReport', {
          query: { from: '2026-11-01', to: '2026-11-30', by: 'company' },
        })
      ).data,
    expected: R.getServiceLevelReport,
  },
];
