import type { ApiClient } from '@concierge/api-client';

export const API_TOKENS_KEY = ['api-tokens'] as const;

export const apiTokensQuery = (api: ApiClient) => ({
  queryKey: API_TOKENS_KEY,
  queryFn: async () => (await api.call('getApiTokens', {})).data,
});
