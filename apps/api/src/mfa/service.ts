import { createHash, randomBytes } from 'node:crypto';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { recordFailedAttempt } from '../accounts/lockout.js';
import { clearFailures } from '../accounts/queries.js';
import { digestToken, digestsEqual, newOtp, newToken } from '../accounts/tokens.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { enqueueMessage } from '../outbox/queries.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../policy.js';
import { MFA_ERRORS, MFA_TEXT } from './messages.js';
import {
  countWrongCode,
  insertChallenge,
  lastCodeSentAt,
  lockUserRow,
  openChallenge,
  retireOpenChallenges,
  setSessionMfaToken,
  setUserPhone,
  spendChallenge,
} from './queries.js';

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

/**
 * Sends a fresh code to `phone` for this session (SECURITY.md: 6 digits, 5 minutes, one send per 60 s per
 * user). The code and its text are written in one transaction; the outbox delivers it.
 */
async function sendCode(context: AppContext, caller: Caller, purpose: 'verify' | 'enroll', phone: string) {
  const at = context.now();
  await context.db.transaction(async (tx) => {
    await lockUserRow(tx, caller.user.id);
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
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    });
    await enqueueMessage(
      tx,
      { channel: 'sms', kind: 'otp', recipient: phone, subject: MFA_TEXT.subject, body: MFA_TEXT.body(code) },
      at,
    );
  });
  context.outbox.wake();
}

/**
 * Starts enrolling `phone`: texts it a code; verifying that code confirms the phone. Replacing an
 * enrolled phone needs this session to have passed MFA first (SECURITY.md, ASVS 7.5.1).
 */
export async function enrollPhone(context: AppContext, caller: Caller, phone: string): Promise<void> {
  if (caller.user.mfaPhone !== null && caller.mfaPending) {
    throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
  }
  await sendCode(context, caller, 'enroll', normalizePhone(phone));
}

/** Sends (again) the code this session needs: to the phone being enrolled, else to the enrolled one. */
export async function sendOtp(context: AppContext, caller: Caller): Promise<void> {
  const pending = await openChallenge(context.db, caller.session.id);
  if (pending?.purpose === 'enroll' && pending.expiresAt > context.now()) {
    return sendCode(context, caller, 'enroll', pending.phone);
  }
  if (caller.user.mfaPhone === null) {
    throw new HttpError(409, MFA_ERRORS.notEnrolled, { code: 'mfa-not-enrolled' });
  }
  return sendCode(context, caller, 'verify', caller.user.mfaPhone);
}

/**
 * Checks a code against this session's open challenge. Right: the challenge is spent, an enrolled
 * phone is confirmed, and a new MFA token is bound to the session. Wrong: it counts against the code
 * (dead after OTP_MAX_ATTEMPTS, even for the right code) and toward the account lockout.
 * @returns the MFA token for the `mfa-token` answer header.
 */
export async function verifyOtp(context: AppContext, caller: Caller, code: string): Promise<string> {
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const challenge = await openChallenge(tx, caller.session.id, true);
    const usable = challenge && challenge.expiresAt > at && challenge.attempts < OTP_MAX_ATTEMPTS;
    if (!usable || !codeMatches(challenge.codeDigest, code)) {
      if (usable) await countWrongCode(tx, challenge.id);
      const locked = await recordFailedAttempt(context, tx, caller.user, at);
      return { token: null, locked };
    }
    await spendChallenge(tx, challenge.id, at);
    if (challenge.purpose === 'enroll') await setUserPhone(tx, caller.user.id, challenge.phone);
    const token = newToken();
    await setSessionMfaToken(tx, caller.session.id, digestToken(token), at);
    await clearFailures(tx, caller.user.id);
    return { token, locked: false };
  });
  if (outcome.locked) context.outbox.wake();
  if (!outcome.token) throw new HttpError(401, MFA_ERRORS.codeInvalid, { code: 'otp-invalid' });
  return outcome.token;
}
