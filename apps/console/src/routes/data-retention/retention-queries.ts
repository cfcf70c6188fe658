import type { ApiClient } from '@concierge/api-client';

export const RETENTION_KEY = ['data-retention'] as const;

export const retentionPoliciesQuery = (api: ApiClient) => ({
  queryKey: RETENTION_KEY,
  queryFn: async () => (await api.call('getRetentionPolicies', {})).data,
});
