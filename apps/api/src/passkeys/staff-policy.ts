import type { ServerConfig } from '../config.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { isStaff } from '../staff/roles.js';
import { PASSKEY_ERRORS } from './texts.js';

// `CONSOLE_REQUIRE_PASSKEY=true`: a phishing-resistant factor for staff. Which second factor staff
// must hold, and the gate of the console's routes, are in staff/second-factor.ts (a passkey or an app by
// default, a passkey alone under this setting); these are the passkey-only setting's own rules.

/** Under this setting, a concierge who has a passkey passes the MFA step with it alone. */
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
