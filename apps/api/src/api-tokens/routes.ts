import type { RegisterDomain } from '../app-context.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

/** Scoped API tokens, made, listed and revoked by admins in the console (docs/api.md#api-tokens). */
export const registerApiTokenRoutes: RegisterDomain = (context) => {
  context.endpoint('getApiTokens', {}, async ({ caller }) => listApiTokens(context, caller));

  context.endpoint('createApiToken', {}, async ({ body, caller }) =>
    createApiToken(context, caller, body.api_token),
  );

  context.endpoint('revokeApiToken', {}, async ({ params, caller }) => ({
    api_token: await revokeApiToken(context, caller, params.id),
  }));
};
