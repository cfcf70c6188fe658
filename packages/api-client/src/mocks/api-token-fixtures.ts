// The API tokens' default answers (admins): a token made for a CRM, limited to one company.
import type { ApiToken, ApiTokensResponse, CreatedApiTokenResponse } from '../schemas/api-tokens.js';

const apiToken: ApiToken = {
  id: 1,
  note: 'CRM sync',
  scopes: ['requests:read', 'messages:write'],
  company_id: 2,
  company_name: 'Acme',
  created_by: 'Ada Admin',
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: '2027-01-30T09:00:00.000Z',
  last_used_at: '2026-11-03T14:12:00.000Z',
  last_used_ip: '203.0.113.7',
  revoked_at: null,
};

/** A made-up token of the right shape: `cct_` and 43 base64url characters. */
const MOCK_API_TOKEN = `cct_${'A'.repeat(43)}`;

export const apiTokenResponses: {
  getApiTokens: ApiTokensResponse;
  createApiToken: CreatedApiTokenResponse;
  revokeApiToken: { api_token: ApiToken };
} = {
  getApiTokens: { api_tokens: [apiToken], companies: [{ id: 2, name: 'Acme' }] },
  createApiToken: {
    api_token: { ...apiToken, last_used_at: null, last_used_ip: null },
    token: MOCK_API_TOKEN,
  },
  revokeApiToken: { api_token: { ...apiToken, revoked_at: '2026-11-04T10:00:00.000Z' } },
};
