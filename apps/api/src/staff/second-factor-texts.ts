// The text of the staff second-factor gate (docs/SECURITY.md#staff-second-factor); the English is the
// catalogs' source (locales/*.po).
import { defineTexts } from '../i18n/text-registry.js';

export const STAFF_SECOND_FACTOR_ERRORS = defineTexts({
  /** A member of the team without a passkey or an authenticator app, on any staff route. */
  enrollmentRequired: 'Set up an authenticator app or a passkey to use the console.',
});
