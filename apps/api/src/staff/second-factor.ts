import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { ServerConfig } from '../config.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { PASSKEY_ERRORS } from '../passkeys/texts.js';
import { isStaff } from './roles.js';
import { STAFF_SECOND_FACTOR_ERRORS } from './second-factor-texts.js';

// Staff read every requester's data, and admins manage the team: a password alone must never open the
// console (docs/SECURITY.md#staff-second-factor). Every staff account holds a second factor the server
// can trust, a passkey or an authenticator app, and the console's routes answer only a session that
// passed it. A member of the team without one yet (invited, or made staff by hand) may sign in with the
// password, but the session reaches nothing of the console until a factor is enrolled: the console shows
// its enrolment screen first. `CONSOLE_REQUIRE_PASSKEY=true` narrows the factor to a passkey.

/** Which second factor staff must hold: a passkey or an app by default, a passkey alone when configured. */
export type StaffFactorRule = 'passkey-or-app' | 'passkey';

export const staffFactorRule = (config: Pick<ServerConfig, 'consoleRequirePasskey'>): StaffFactorRule =>
  config.consoleRequirePasskey ? 'passkey' : 'passkey-or-app';

/** Whether this caller is staff without the second factor the rule asks for (they must enrol one first). */
export function needsStaffSecondFactor(
  config: Pick<ServerConfig, 'consoleRequirePasskey'>,
  caller: Pick<Caller, 'user' | 'hasPasskey' | 'hasAppFactor'>,
): boolean {
  if (!isStaff(caller.user.role)) return false;
  return staffFactorRule(config) === 'passkey' ? !caller.hasPasskey : !caller.hasAppFactor;
}

/**
 * The gate of every staff route (the contract's `concierge` endpoints, and the download of any file): the
 * error to answer, or null to let the call through. A staff session that has not passed its second factor
 * gets 401 'MFA authentication required' (the registrar answers it before the gate; the download route asks
 * the gate alone); a staff account that holds no factor gets 403 until one is enrolled. The session that
 * enrols gets its MFA token with the factor (any first factor does), so it goes on without signing in again.
 */
export function staffSecondFactorGate(config: Pick<ServerConfig, 'consoleRequirePasskey'>) {
  return (caller: Caller): HttpError | null => {
    if (!isStaff(caller.user.role)) return null;
    if (caller.mfaPending) return new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    if (!needsStaffSecondFactor(config, caller)) return null;
    return staffFactorRule(config) === 'passkey'
      ? new HttpError(403, PASSKEY_ERRORS.enrollmentRequired, { code: 'passkey-enrollment-required' })
      : new HttpError(403, STAFF_SECOND_FACTOR_ERRORS.enrollmentRequired, {
          code: 'second-factor-enrollment-required',
        });
  };
}
