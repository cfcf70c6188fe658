import { createHash, randomBytes } from 'node:crypto';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { digestsEqual, newOtp } from '../accounts/tokens.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { accountLocale } from '../i18n/negotiation.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../policy.js';
import { MFA_ERRORS, mfaText } from './texts.js';
import type { OtpChallengeRow } from './tables.js';
import {
  countWrongCode,
  insertChallenge,
  lastCodeSentAt,
  lockUserRow,
  openChallenge,
  retireOpenChallenges,
  retireUserChallenges,
  setUserPhone,
  spendChallenge,
  type LockedAccount,
} from './queries.js';
import { verifySecondFactor, type SecondFactorTokens } from './second-factor.js';
import { requireFreshProof } from '../accounts/fresh-proof.js';

// A code is stored as `salt$sha256(salt:code)`: never the code itself.
function digestCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const salt = stored.split('$', 1)[0] ?? '';
  return digestsEqual(stored, digestCode(code, salt));
}

/** Digits and a leading `+`: how the phone is kept and texted. */
export function normalizePhone(phone: string): string {
  return `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** Where a send goes and until when its code lives. */
interface CodeTarget {
  purpose: 'verify' | 'enroll';
  phone: string;
  expiresAt: Date;
}

/**
 * A pending enrolment may go on only while the account has no second factor or this session has passed
 * MFA: otherwise a session that signed in with the password alone could confirm its own number over the
 * enrolled factor (SECURITY.md: changing the phone needs a fresh verification).
 */
export function mayEnroll(caller: Caller, account: Pick<LockedAccount, 'mfaPhone' | 'appFactor'>): boolean {
  return (account.mfaPhone === null && !account.appFactor) || !caller.mfaPending;
}

/**
 * Sends a fresh code for this session (SECURITY.md: 6 digits, 5 minutes, one send per 60 s per user) to
 * where `target` says, decided under the user's row lock from the phone as it is now. The code and its
 * text are written in one transaction; the outbox delivers it.
 */
async function sendCode(
  context: AppContext,
  caller: Caller,
  target: (account: LockedAccount, pending: OtpChallengeRow | undefined, at: Date) => CodeTarget,
) {
  const at = context.now();
  await context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, caller.user.id);
    const { purpose, phone, expiresAt } = target(account, await openChallenge(tx, caller.session.id), at);
    const last = await lastCodeSentAt(tx, caller.user.id);
    const waitMs = last ? last.getTime() + context.config.otpResendMs - at.getTime() : 0;
    if (waitMs > 0) {
      throw new HttpError(429, MFA_ERRORS.resendTooSoon, {
        code: 'rate-limited',
        headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
      });
    }
    await retireOpenChallenges(tx, caller.session.id, at);
    const code = newOtp();
    await insertChallenge(tx, {
      userId: caller.user.id,
      sessionId: caller.session.id,
      purpose,
      phone,
      codeDigest: digestCode(code),
      createdAt: at,
      expiresAt,
    });
    const text = mfaText(accountLocale(caller.user));
    await enqueueOutgoingMessage(
      tx,
      { channel: 'sms', kind: 'otp', recipient: phone, subject: text.subject, body: text.body(code) },
      at,
    );
  });
  context.outbox.wake();
}

/**
 * Starts enrolling `phone`: texts it a code; verifying that code confirms the phone. Replacing an
 * enrolled phone needs this session to have passed MFA first (SECURITY.md, ASVS 7.5.1), and any enrolment
 * fresh proof (accounts/fresh-proof.ts); the code lives OTP_TTL_MS, so the confirmation follows it closely.
 */
export async function enrollPhone(context: AppContext, caller: Caller, phone: string): Promise<void> {
  await sendCode(context, caller, (account, _pending, at) => {
    if (!mayEnroll(caller, account)) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    // A new phone is a factor change: a stolen session must not text its own number in (fresh proof).
    requireFreshProof(context, caller, account);
    return {
      purpose: 'enroll',
      phone: normalizePhone(phone),
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    };
  });
}

/**
 * Sends (again) the code this session needs: to the phone being enrolled, else to the enrolled one. A
 * resent enrolment code keeps the enrolment's end: resending never keeps a pending number alive.
 */
export async function sendOtp(context: AppContext, caller: Caller): Promise<void> {
  await sendCode(context, caller, ({ mfaPhone, appFactor }, pending, at) => {
    if (
      pending?.purpose === 'enroll' &&
      pending.expiresAt > at &&
      mayEnroll(caller, { mfaPhone, appFactor })
    ) {
      return { purpose: 'enroll', phone: pending.phone, expiresAt: pending.expiresAt };
    }
    if (mfaPhone === null) throw new HttpError(409, MFA_ERRORS.notEnrolled, { code: 'mfa-not-enrolled' });
    return { purpose: 'verify', phone: mfaPhone, expiresAt: new Date(at.getTime() + OTP_TTL_MS) };
  });
}

/**
 * Checks a code against this session's open challenge. Right: the challenge is spent, an enrolled
 * phone is confirmed, and the second factor is complete (second-factor.ts). Wrong: it counts against the
 * code (dead after OTP_MAX_ATTEMPTS, even for the right code) and toward the account lockout. While the
 * account is locked no code counts, except from a device that passed the second factor before
 * (`deviceToken`), and passing then leaves the lock in place for everyone else.
 * @returns the MFA token for the `mfa-token` answer header and a device token for `device-token`.
 */
export function verifyOtp(
  context: AppContext,
  caller: Caller,
  code: string,
  deviceToken?: unknown,
): Promise<SecondFactorTokens> {
  return verifySecondFactor(
    context,
    caller,
    deviceToken,
    async (tx, account, at) => {
      const challenge = await openChallenge(tx, caller.session.id, true);
      const usable =
        challenge &&
        challenge.expiresAt > at &&
        challenge.attempts < OTP_MAX_ATTEMPTS &&
        (challenge.purpose === 'verify' || mayEnroll(caller, account));
      if (!usable || !codeMatches(challenge.codeDigest, code)) {
        if (usable) await countWrongCode(tx, challenge.id);
        return false;
      }
      await spendChallenge(tx, challenge.id, at);
      if (challenge.purpose === 'enroll') {
        await setUserPhone(tx, caller.user.id, challenge.phone);
        // Codes other sessions were sent (enrolments of other numbers included) die with the old phone.
        await retireUserChallenges(tx, caller.user.id, at);
      }
      return true;
    },
    () => new HttpError(401, MFA_ERRORS.codeInvalid, { code: 'otp-invalid' }),
  );
}
