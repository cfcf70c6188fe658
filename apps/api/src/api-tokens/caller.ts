import type { ApiTokenScope } from '@concierge/api-client';
import type { UserRow } from '../accounts/tables.js';

// Who calls with an API token (docs/api.md#api-tokens). A token is not a person: it holds no session, takes
// no MFA step and meets no staff second-factor gate. It acts for the admin who made it (`user`: whose name
// its messages carry, whose rights bound it) and only within its grant: the endpoints its scopes name, and
// the requests of its company when it is limited to one. Its maker's deactivation ends it.

/** What a token may do. */
export interface ApiTokenGrant {
  id: number;
  scopes: readonly ApiTokenScope[];
  /** Only requests of this company's requesters; null: every company. */
  companyId: number | null;
}

/** The caller of a request made with an API token. */
export interface TokenCaller {
  /** The admin who made the token, whom it acts for. */
  user: UserRow;
  apiToken: ApiTokenGrant;
}

/** Whether a caller is an API token's, rather than a person's session. */
export const isTokenCaller = (caller: object): caller is TokenCaller => 'apiToken' in caller;

/** The company a caller's reads are limited to: a company-limited token's; undefined for anyone else. */
export const tokenCompanyOf = (caller: object): number | undefined =>
  isTokenCaller(caller) ? (caller.apiToken.companyId ?? undefined) : undefined;
