import { isApiError, type CurrentUser } from '@concierge/api-client';
import type { AuthState } from '@concierge/auth';

/**
 * Only staff work the queue: concierges and their admins (issues 10 and 18). The server refuses anyone else
 * at sign-in already; this catches a session that changed hands (another tab, a role taken away).
 */
export const isConcierge = (user: Pick<CurrentUser, 'role'>): boolean =>
  user.role === 'concierge' || user.role === 'admin';

/**
 * A 403 that only says "add a passkey first" (`CONSOLE_REQUIRE_PASSKEY`, issue 19): the enrol-first screen
 * answers it, not a refusal of the person.
 */
export const isPasskeyEnrollmentRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.body?.code === 'passkey-enrollment-required';

/** A 403 answer: the server says this session may not use concierge endpoints. */
export const isForbidden = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && !isPasskeyEnrollmentRequired(error);

/**
 * The console offers no phone enrollment: when the sign-in answer only offers it (MFA optional), the step
 * is skipped; when MFA is required and no phone is on file, the page says to set it up in the web app.
 */
export const isEnrollmentOptional = (state: AuthState): boolean =>
  state.status === 'mfaEnrollmentAvailable' && !state.mfa.required && !state.mfa.verificationRequired;
