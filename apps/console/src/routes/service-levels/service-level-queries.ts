import type { ApiClient } from '@concierge/api-client';

export const SERVICE_LEVELS_KEY = ['service-levels'] as const;

export const serviceLevelsQuery = (api: ApiClient) => ({
  queryKey: SERVICE_LEVELS_KEY,
  queryFn: async () => (await api.call('getServiceLevels', {})).data,
});
