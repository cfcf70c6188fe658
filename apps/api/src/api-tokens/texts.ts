// The API tokens' texts (docs/api.md#api-tokens); the English is the catalogs' source (locales/*.po).
import { API_TOKEN_TEXTS } from '@concierge/api-client';
import { defineTexts } from '../i18n/text-registry.js';

// The contract's validation texts of the token form, answered in the reader's language like every field's.
defineTexts(API_TOKEN_TEXTS);

export const API_TOKEN_ERRORS = defineTexts({
  /** Unknown, expired, revoked, or its admin deactivated: one answer, so a guess learns nothing. */
  invalid: 'This API token is not valid: it is unknown, expired or revoked.',
  /** No scope of the token names this endpoint (or it is limited to a company the endpoint cannot narrow to). */
  scope: 'This API token’s scopes do not allow this call.',
  unknownCompany: 'That company does not exist.',
});
