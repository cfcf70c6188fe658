import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { Passkey, PasskeyCreationOptions, PasskeyRegistrationCredential } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { digestToken, newToken } from '../accounts/tokens.js';
import { isUniqueViolation } from '../db/errors.js';
import { lockUserRow, setSessionMfaToken } from '../mfa/queries.js';
import { deleteRecoveryCodes, issueFirstRecoveryCodes } from '../mfa/recovery-codes.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { PASSKEYS_PER_ACCOUNT_MAX, WEBAUTHN_CHALLENGE_TTL_MS } from '../policy.js';
import { requireFreshProof, requireFreshProofNow } from '../accounts/fresh-proof.js';
import { claimChallenge, issueChallenge, verifyNewPasskey } from './ceremonies.js';
import { countPasskeys, deletePasskey, insertPasskey, listPasskeys, renamePasskey } from './queries.js';
import { staffRecoveryCodesRefused } from './staff-policy.js';
import type { PasskeyRow } from './tables.js';
import { PASSKEY_ERRORS } from './texts.js';

/** The contract's view of a passkey: never its key or credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The WebAuthn user handle: the account's external id as 16 bytes (no email or name in it: WebAuthn §14.6.1). */
export function userHandleOf(user: { externalId: string }): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(user.externalId.replace(/-/g, ''), 'hex'));
}

/**
 * Adding or removing a factor is a sensitive change (ASVS v5 6.4.x, like changing the phone): it needs fresh
 * proof, the same for every factor (accounts/fresh-proof.ts): a second factor passed in this session within
 * RECENT_AUTH_MS, or for an account without one, its password. 403, not 401: the session itself is fine.
 */
const requireRecentAuth = (context: AppContext, caller: Caller) => requireFreshProofNow(context, caller);

export async function getPasskeys(context: AppContext, caller: Caller): Promise<Passkey[]> {
  return (await listPasskeys(context.db, caller.user.id)).map(toPasskey);
}

/**
 * Options for a new passkey of this account: discoverable (so it can sign in without an email), user
 * verification required, no attestation (we trust no vendor list; the passkey's key is what matters), and
 * the account's existing passkeys excluded so one authenticator is not registered twice.
 */
export async function startRegistration(context: AppContext, caller: Caller) {
  await requireRecentAuth(context, caller);
  const existing = await listPasskeys(context.db, caller.user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) {
    throw new HttpError(422, PASSKEY_ERRORS.tooMany, { code: 'too-many-passkeys' });
  }
  const { bytes } = await issueChallenge(context, 'register', caller.session.id);
  const { user } = caller;
  const options = await generateRegistrationOptions({
    rpName: context.config.webauthn.rpName,
    rpID: context.config.webauthn.rpId,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: userHandleOf(user),
    challenge: bytes,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      ...(passkey.transports ? { transports: passkey.transports.split(',') } : {}),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  // The library's interfaces carry no index signature; the contract's loose schema checks the answer.
  return options as PasskeyCreationOptions;
}

/**
 * Verifies the browser's new credential against this session's challenge and saves it under `name`. The
 * account now has a second factor, so its sessions need MFA: this one has just shown the new passkey (user
 * verified), so when it holds no MFA token yet it gets one, as confirming a phone does. The account's first
 * factor brings its recovery codes, as an authenticator app's does, except for staff under
 * CONSOLE_REQUIRE_PASSKEY, whose MFA step refuses every code.
 * @returns the passkey, the new MFA token for the `mfa-token` answer header (null if the session had one),
 * and the recovery codes to show once (null when the account already has a set).
 */
export async function finishRegistration(
  context: AppContext,
  caller: Caller,
  name: string,
  credential: PasskeyRegistrationCredential,
): Promise<{ passkey: Passkey; mfaToken: string | null; recoveryCodes: string[] | null }> {
  await requireRecentAuth(context, caller);
  const refused = () => new HttpError(422, PASSKEY_ERRORS.notAccepted, { code: 'passkey-invalid' });
  const challenge = await claimChallenge(
    context,
    'register',
    credential.response.clientDataJSON,
    caller.session.id,
  );
  if (!challenge) throw refused();
  const verified = await verifyNewPasskey(context, credential, challenge);
  if (!verified) throw refused();
  const at = context.now();
  try {
    return await context.db.transaction(async (tx) => {
      if ((await countPasskeys(tx, caller.user.id)) >= PASSKEYS_PER_ACCOUNT_MAX) {
        throw new HttpError(422, PASSKEY_ERRORS.tooMany, { code: 'too-many-passkeys' });
      }
      const row = await insertPasskey(tx, {
        userId: caller.user.id,
        credentialId: verified.credentialId,
        publicKey: verified.publicKey,
        signCount: verified.counter,
        transports: (credential.response.transports ?? []).join(','),
        name,
        backedUp: verified.backedUp,
        createdAt: at,
      });
      let mfaToken: string | null = null;
      if (caller.session.mfaTokenDigest === null) {
        mfaToken = newToken();
        await setSessionMfaToken(tx, caller.session.id, digestToken(mfaToken), at);
      }
      const recoveryCodes = staffRecoveryCodesRefused(context.config, caller)
        ? null
        : await issueFirstRecoveryCodes(tx, caller.user.id, at);
      return { passkey: toPasskey(row), mfaToken, recoveryCodes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(422, PASSKEY_ERRORS.alreadyRegistered, { code: 'passkey-exists' });
    }
    throw error;
  }
}

export async function renameOwnPasskey(context: AppContext, caller: Caller, id: number, name: string) {
  const row = await renamePasskey(context.db, caller.user.id, id, name);
  if (!row) throw new HttpError(404, PASSKEY_ERRORS.notFound, { code: 'not-found' });
  return toPasskey(row);
}

/**
 * Removes one of the caller's passkeys (another account's id is the same 404 as a missing one); with no
 * factor left, the recovery codes go too (as when the app is removed, mfa/totp.ts).
 */
export async function removeOwnPasskey(context: AppContext, caller: Caller, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    requireFreshProof(context, caller, await lockUserRow(tx, caller.user.id));
    if (!(await deletePasskey(tx, caller.user.id, id))) {
      throw new HttpError(404, PASSKEY_ERRORS.notFound, { code: 'not-found' });
    }
    const after = await lockUserRow(tx, caller.user.id);
    if (after.mfaPhone === null && !after.appFactor) await deleteRecoveryCodes(tx, caller.user.id);
  });
}
