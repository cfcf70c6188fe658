import { isApiError, type CurrentUser } from '@concierge/api-client';
import type { AuthState } from '@concierge/auth';

/**
 * Only staff work the queue: concierges and their admins. The server refuses anyone else
 * at sign-in already; this catches a session that changed hands (another tab, a role taken away).
 */
export const isConcierge = (user: Pick<CurrentUser, 'role'>): boolean =>
  user.role === 'concierge' || user.role === 'admin';

/** The codes of a 403 that asks a member of the team to set up a second factor, not refusing them. */
const ENROLMENT_CODES: readonly unknown[] = [
  'second-factor-enrollment-required',
  // `CONSOLE_REQUIRE_PASSKEY`: the factor must be a passkey.
  'passkey-enrollment-required',
];

/**
 * A 403 that only says "set up a second factor first" (docs/SECURITY.md#staff-second-factor): the
 * enrolment screen answers it, not a refusal of the person.
 */
export const isSecondFactorEnrollmentRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && ENROLMENT_CODES.includes(error.body?.code);

/** A 403 answer: the server says this session may not use concierge endpoints. */
export const isForbidden = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && !isSecondFactorEnrollmentRequired(error);

/**
 * The console offers no phone enrollment: when the sign-in answer only offers it (MFA optional), the step
 * is skipped; when MFA is required and no phone is on file, the page says to set it up in the web app.
 */
export const isEnrollmentOptional = (state: AuthState): boolean =>
  state.status === 'mfaEnrollmentAvailable' && !state.mfa.required && !state.mfa.verificationRequired;
