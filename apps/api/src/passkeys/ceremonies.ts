import { randomBytes } from 'node:crypto';
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyAssertion, PasskeyRegistrationCredential } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { digestToken } from '../accounts/tokens.js';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../policy.js';
import { insertChallenge, spendChallenge } from './queries.js';
import type { ChallengePurpose, PasskeyRow } from './tables.js';

// The WebAuthn checks, with @simplewebauthn/server doing the cryptography and the parsing (CBOR, COSE,
// authenticator data). What is ours: challenges (issued, stored as digests, spent once) and the policy
// (user verification always required, origins and RP ID from the configuration).

/** A fresh 256-bit challenge for `purpose`, stored (digest only) for WEBAUTHN_CHALLENGE_TTL_MS. */
export async function issueChallenge(
  context: AppContext,
  purpose: ChallengePurpose,
  sessionId: number | null,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; challenge: string }> {
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString('base64url');
  const at = context.now();
  await insertChallenge(context.db, {
    purpose,
    challengeDigest: digestToken(challenge),
    sessionId,
    at,
    expiresAt: new Date(at.getTime() + WEBAUTHN_CHALLENGE_TTL_MS),
  });
  return { bytes, challenge };
}

/** The challenge the browser says it signed (clientDataJSON), or null when it cannot be read. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge an answer carries, before anything else is checked: committed on its own, so an
 * answer that then fails has used it up too (single use, whatever the outcome).
 * @returns the challenge, or null when it is unknown, expired, used, of another purpose or session.
 */
export async function claimChallenge(
  context: AppContext,
  purpose: ChallengePurpose,
  clientDataJSON: string,
  sessionId: number | null,
): Promise<string | null> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return null;
  const spent = await spendChallenge(context.db, purpose, digestToken(challenge), sessionId, context.now());
  return spent ? challenge : null;
}

/** Checks a new passkey against its challenge; null when it does not hold (never throws for bad input). */
export async function verifyNewPasskey(
  context: AppContext,
  credential: PasskeyRegistrationCredential,
  challenge: string,
): Promise<{ credentialId: string; publicKey: string; counter: number; backedUp: boolean } | null> {
  const { rpId, origins } = context.config.webauthn;
  try {
    const result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential: key, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: key.id,
      publicKey: Buffer.from(key.publicKey).toString('base64url'),
      counter: key.counter,
      backedUp: credentialBackedUp,
    };
  } catch (error) {
    context.log.info({ reason: (error as Error).message }, 'passkey registration refused');
    return null;
  }
}

/**
 * Checks an assertion by `passkey` against its challenge: signature, origin, RP ID, user verification, and
 * a signature counter above the stored one (unless the authenticator keeps none: both zero).
 * @returns the new counter, or null when the assertion does not hold.
 */
export async function verifyAssertion(
  context: AppContext,
  assertion: PasskeyAssertion,
  passkey: PasskeyRow,
  challenge: string,
): Promise<number | null> {
  const { rpId, origins } = context.config.webauthn;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports ? passkey.transports.split(',') : [],
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch (error) {
    context.log.info({ reason: (error as Error).message }, 'passkey assertion refused');
    return null;
  }
}
