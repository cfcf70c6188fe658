// Texts of the passkey endpoints; the spec leaves them to us.
import { defineTexts } from '../i18n/text-registry.js';

export const PASSKEY_ERRORS = defineTexts({
  /** Any refused ceremony answer: wrong origin, stale or reused challenge, bad signature, replayed counter. */
  notAccepted: 'That passkey could not be verified. Please try again.',
  signInRefused: 'That passkey could not be used to sign in. Please try again or use your password.',
  alreadyRegistered: 'That passkey is already registered.',
  tooMany: 'This account has the most passkeys it can hold. Remove one first.',
  none: 'This account has no passkey yet.',
  notFound: 'Passkey not found.',
  /** CONSOLE_REQUIRE_PASSKEY: a concierge without a passkey. */
  enrollmentRequired: 'Add a passkey to your account to use the console.',
  /** CONSOLE_REQUIRE_PASSKEY: a concierge with a passkey offers a code. */
  passkeyRequired: 'Use your passkey to verify: codes are not accepted for the console.',
});
