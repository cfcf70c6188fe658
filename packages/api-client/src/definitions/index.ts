// Every domain's endpoint definitions, by the file name they live in, in the two groups the apps load
// apart: the auth endpoints (a public page's first load) and the rest. The contract merges them
// (contract.ts); the build writes each group's zod-free route table from them (auth-routes.ts, app-routes.ts).
import { accountDefinitions } from './account.js';
import { apiTokensDefinitions } from './api-tokens.js';
import { auditDefinitions } from './audit.js';
import { authDefinitions } from './auth.js';
import { conciergeDefinitions } from './concierge.js';
import { conciergeTeamDefinitions } from './concierge-team.js';
import { dataExportDefinitions } from './data-export.js';
import { erasureDefinitions } from './erasure.js';
import { mfaFactorsDefinitions } from './mfa-factors.js';
import { notificationsDefinitions } from './notifications.js';
import { passkeyAuthDefinitions } from './passkey-auth.js';
import { passkeysDefinitions } from './passkeys.js';
import { requesterDefinitions } from './requester.js';
import { requestsDefinitions } from './requests.js';
import { retentionDefinitions } from './retention.js';
import { searchDefinitions } from './search.js';
import { serviceLevelsDefinitions } from './service-levels.js';
import { staffAccountsDefinitions } from './staff-accounts.js';
import { surveysDefinitions } from './surveys.js';
import { uploadsDefinitions } from './uploads.js';
import { webhooksDefinitions } from './webhooks.js';

/** Sign-in, sign-up, passwords, unlock, the current user and every second factor: the auth client's. */
export const authDefinitionsByDomain = {
  auth: authDefinitions,
  'mfa-factors': mfaFactorsDefinitions,
  'passkey-auth': passkeyAuthDefinitions,
} as const;

/** Every other endpoint, keyed by file name (`src/definitions/<domain>.ts`). */
export const appDefinitionsByDomain = {
  requests: requestsDefinitions,
  surveys: surveysDefinitions,
  uploads: uploadsDefinitions,
  concierge: conciergeDefinitions,
  search: searchDefinitions,
  requester: requesterDefinitions,
  'concierge-team': conciergeTeamDefinitions,
  account: accountDefinitions,
  notifications: notificationsDefinitions,
  'staff-accounts': staffAccountsDefinitions,
  passkeys: passkeysDefinitions,
  webhooks: webhooksDefinitions,
  'api-tokens': apiTokensDefinitions,
  audit: auditDefinitions,
  retention: retentionDefinitions,
  'data-export': dataExportDefinitions,
  erasure: erasureDefinitions,
  'service-levels': serviceLevelsDefinitions,
} as const;

/** The route table files the build writes, each with its export and the domains it holds. */
export const routeTableFiles = [
  { file: 'auth-routes.ts', name: 'authRoutes', domains: authDefinitionsByDomain },
  { file: 'app-routes.ts', name: 'appRoutes', domains: appDefinitionsByDomain },
] as const;
