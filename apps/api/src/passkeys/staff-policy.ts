import type { ServerConfig } from '../config.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { isStaff } from '../staff/roles.js';
import { PASSKEY_ERRORS } from './texts.js';

/**
 * `CONSOLE_REQUIRE_PASSKEY=true`: a phishing-resistant factor for staff (issue 19). A concierge without a
 * passkey may sign in (password, and a code if they have a phone: how the first passkey is bootstrapped)
 * but every console endpoint answers 403 `passkey-enrollment-required` until they register one.
 */
export function staffPasskeyGate(config: ServerConfig): ((caller: Caller) => HttpError | null) | undefined {
  if (!config.consoleRequirePasskey) return undefined;
  return (caller) =>
    isStaff(caller.user.role) && !caller.hasPasskey
      ? new HttpError(403, PASSKEY_ERRORS.enrollmentRequired, { code: 'passkey-enrollment-required' })
      : null;
}

/** Under the same setting, a concierge who has a passkey passes the MFA step with it alone. */
export function mustUsePasskey(config: ServerConfig, caller: Caller): boolean {
  return config.consoleRequirePasskey && isStaff(caller.user.role) && caller.hasPasskey;
}

/** ...so a code of any kind (texted, app, recovery) is refused. */
export function refuseCodesForStaff(config: ServerConfig, caller: Caller): void {
  if (mustUsePasskey(config, caller)) {
    throw new HttpError(403, PASSKEY_ERRORS.passkeyRequired, { code: 'passkey-required' });
  }
}

/** ...and such staff get no recovery codes with their first passkey: they could never use them. */
export function staffRecoveryCodesRefused(config: ServerConfig, caller: Caller): boolean {
  return config.consoleRequirePasskey && isStaff(caller.user.role);
}

/** Whether this caller must still enrol a passkey before the console opens (the current user says so). */
export function needsPasskeyEnrollment(config: ServerConfig, caller: Caller): boolean {
  return config.consoleRequirePasskey && isStaff(caller.user.role) && !caller.hasPasskey;
}
