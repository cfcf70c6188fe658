// The whole API with its schemas, merged from each domain's definitions (definitions/<domain>.ts):
// nothing here is written a second time.
import { accountDefinitions } from './definitions/account.js';
import { apiTokensDefinitions } from './definitions/api-tokens.js';
import { auditDefinitions } from './definitions/audit.js';
import { authDefinitions } from './definitions/auth.js';
import { conciergeDefinitions } from './definitions/concierge.js';
import { conciergeTeamDefinitions } from './definitions/concierge-team.js';
import { dataExportDefinitions } from './definitions/data-export.js';
import { erasureDefinitions } from './definitions/erasure.js';
import type { Endpoint } from './definitions/endpoint.js';
import { mfaFactorsDefinitions } from './definitions/mfa-factors.js';
import { notificationsDefinitions } from './definitions/notifications.js';
import { passkeyAuthDefinitions } from './definitions/passkey-auth.js';
import { passkeysDefinitions } from './definitions/passkeys.js';
import { requesterDefinitions } from './definitions/requester.js';
import { requestsDefinitions } from './definitions/requests.js';
import { retentionDefinitions } from './definitions/retention.js';
import { searchDefinitions } from './definitions/search.js';
import { serviceLevelsDefinitions } from './definitions/service-levels.js';
import { staffAccountsDefinitions } from './definitions/staff-accounts.js';
import { surveysDefinitions } from './definitions/surveys.js';
import { uploadsDefinitions } from './definitions/uploads.js';
import { webhooksDefinitions } from './definitions/webhooks.js';
import type { EndpointName } from './routes.js';

export type { Access, EndpointName } from './routes.js';
export type { Endpoint } from './definitions/endpoint.js';

/**
 * The whole API with its schemas: the server registers and validates from it, the client checks answers
 * with it (loaded on the first call, see http.ts). Every route has exactly one entry here.
 */
export const contract = {
  ...authDefinitions,
  ...mfaFactorsDefinitions,
  ...passkeyAuthDefinitions,
  ...requestsDefinitions,
  ...surveysDefinitions,
  ...uploadsDefinitions,
  ...conciergeDefinitions,
  ...searchDefinitions,
  ...requesterDefinitions,
  ...conciergeTeamDefinitions,
  ...accountDefinitions,
  ...notificationsDefinitions,
  ...staffAccountsDefinitions,
  ...passkeysDefinitions,
  ...webhooksDefinitions,
  ...auditDefinitions,
  ...apiTokensDefinitions,
  ...retentionDefinitions,
  ...dataExportDefinitions,
  ...erasureDefinitions,
  ...serviceLevelsDefinitions,
} as const satisfies { [N in EndpointName]: Endpoint };

export type Contract = typeof contract;
