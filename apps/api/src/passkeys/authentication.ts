import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { PasskeyAssertion, PasskeyRequestOptions } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { deviceGetsThroughLock, isLocked } from '../accounts/lockout.js';
import { ACCOUNT_ERRORS } from '../accounts/texts.js';
import { findUserById, type SessionClient } from '../accounts/queries.js';
import { startSession } from '../accounts/sessions.js';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import {
  completeSecondFactor,
  verifySecondFactor as verifyAnySecondFactor,
  type SecondFactorTokens,
} from '../mfa/second-factor.js';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../policy.js';
import { isStaff } from '../staff/roles.js';
import { claimChallenge, issueChallenge, verifyAssertion } from './ceremonies.js';
import { listPasskeys, lockPasskeyByCredential, recordPasskeyUse } from './queries.js';
import { userHandleOf } from './service.js';
import type { PasskeyRow } from './tables.js';
import { PASSKEY_ERRORS } from './texts.js';

/**
 * Checks an assertion inside `tx`: the passkey it names (locked, so two assertions cannot both pass one
 * counter value), owned by `ownerId` when given, then signature, origin, RP ID, user verification and
 * counter. On success the new counter and the time of use are stored.
 * @returns the passkey, or null when anything does not hold.
 */
async function acceptAssertion(
  context: AppContext,
  tx: Db,
  assertion: PasskeyAssertion,
  challenge: string,
  ownerId: number | null,
): Promise<PasskeyRow | null> {
  const passkey = await lockPasskeyByCredential(tx, assertion.id);
  if (!passkey || (ownerId !== null && passkey.userId !== ownerId)) return null;
  const counter = await verifyAssertion(context, assertion, passkey, challenge);
  if (counter === null) return null;
  await recordPasskeyUse(tx, passkey.id, counter, context.now());
  return passkey;
}

/** Options for the MFA step: a challenge of this session, the account's passkeys allowed. */
export async function startSecondFactor(context: AppContext, caller: Caller) {
  const passkeys = await listPasskeys(context.db, caller.user.id);
  if (passkeys.length === 0) throw new HttpError(409, PASSKEY_ERRORS.none, { code: 'no-passkey' });
  const { bytes } = await issueChallenge(context, 'second-factor', caller.session.id);
  const options = await generateAuthenticationOptions({
    rpID: context.config.webauthn.rpId,
    challenge: bytes,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      ...(passkey.transports ? { transports: passkey.transports.split(',') } : {}),
    })),
  });
  return options as PasskeyRequestOptions;
}

/**
 * The MFA step passed with a passkey: one more factor of `verifySecondFactor` (mfa/second-factor.ts), so
 * the lock, the lockout count of a refused answer and the MFA and device tokens are the codes' own. The
 * challenge is spent first, on its own, so even a refused answer has used it up.
 */
export async function verifySecondFactor(
  context: AppContext,
  caller: Caller,
  assertion: PasskeyAssertion,
  deviceTokenHeader: unknown,
): Promise<SecondFactorTokens> {
  const challenge = await claimChallenge(
    context,
    'second-factor',
    assertion.response.clientDataJSON,
    caller.session.id,
  );
  return verifyAnySecondFactor(
    context,
    caller,
    deviceTokenHeader,
    async (tx) =>
      challenge !== null &&
      (await acceptAssertion(context, tx, assertion, challenge, caller.user.id)) !== null,
    () => new HttpError(401, PASSKEY_ERRORS.notAccepted, { code: 'passkey-invalid' }),
  );
}

/** Options to sign in without an email: no credentials listed, so the browser offers every passkey of the site. */
export async function startPasswordless(context: AppContext) {
  const { bytes } = await issueChallenge(context, 'sign-in', null);
  const options = await generateAuthenticationOptions({
    rpID: context.config.webauthn.rpId,
    challenge: bytes,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  // The library's interfaces carry no index signature; the contract's loose schema checks the answer.
  return options as PasskeyRequestOptions;
}

/**
 * Signs in with a passkey alone. The authenticator verified the person (PIN or biometrics: user
 * verification is required) and proved possession of the key, so it is a multi-factor authenticator in
 * itself (NIST SP 800-63B §5.1.9, AAL2 and up): the new session (with its device columns, as a password
 * sign-in's) passes the second factor through `completeSecondFactor` in the same transaction. The rules
 * of a password sign-in still hold: a deactivated account is refused, `staffOnly` refuses a requester, and
 * a locked account lets in only a known device.
 */
export async function signInWithPasskey(
  context: AppContext,
  assertion: PasskeyAssertion,
  deviceTokenHeader: unknown,
  options: { staffOnly?: boolean; client?: SessionClient } = {},
) {
  const refused = () => new HttpError(401, PASSKEY_ERRORS.signInRefused, { code: 'passkey-invalid' });
  const challenge = await claimChallenge(context, 'sign-in', assertion.response.clientDataJSON, null);
  if (!challenge) throw refused();
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const passkey = await acceptAssertion(context, tx, assertion, challenge, null);
    const found = passkey ? await findUserById(tx, passkey.userId) : undefined;
    if (!found) return null;
    const { user } = found;
    // A discoverable credential answers with its user handle: it must be this account's.
    const handle = assertion.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(user)).toString('base64url')) return null;
    if (user.deactivatedAt) return null;
    if (isLocked(user, at) && !deviceGetsThroughLock(context.config, deviceTokenHeader, user, at)) {
      return null;
    }
    if (options.staffOnly && !isStaff(user.role)) {
      throw new HttpError(403, ACCOUNT_ERRORS.notStaff, { code: 'not-staff' });
    }
    const session = await startSession(tx, user.id, at, options.client);
    const tokens = await completeSecondFactor(
      context,
      { user, session: { id: session.sessionId } },
      deviceTokenHeader,
      tx,
    );
    return { ...session, ...tokens };
  });
  if (!outcome) throw refused();
  return outcome;
}
