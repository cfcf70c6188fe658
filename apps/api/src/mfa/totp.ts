import { and, eq, isNotNull } from 'drizzle-orm';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { TOTP_DIGITS, TOTP_PERIOD_S, TOTP_SECRET_BYTES, TOTP_WINDOW_STEPS } from '../policy.js';
import { MFA_ERRORS, TOTP_ISSUER } from './texts.js';
import { lockUserRow } from './queries.js';
import { deleteRecoveryCodes, issueFirstRecoveryCodes } from './recovery-codes.js';
import { completeSecondFactor, verifySecondFactor, type SecondFactorTokens } from './second-factor.js';
import { secretBox } from './secret-box.js';
import { mayEnroll } from './service.js';
import { requireFreshProof } from '../accounts/fresh-proof.js';
import { totpAuthenticators, type TotpAuthenticatorRow } from './tables.js';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/**
 * The step `code` belongs to, among the steps within TOTP_WINDOW_STEPS of `at` that are newer than
 * `lastUsedStep` (a step's code is accepted once, and no older one after it); null when none matches.
 */
function acceptedStep(secret: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  const totp = totpOf(secret);
  const current = TOTP.counter({ period: TOTP_PERIOD_S, timestamp: at.getTime() });
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (totp.validate({ token: code, timestamp: step * TOTP_PERIOD_S * 1000, window: 0 }) === 0) return step;
  }
  return null;
}

const invalidCode = () => new HttpError(401, MFA_ERRORS.totpInvalid, { code: 'totp-invalid' });

async function authenticatorOf(tx: Db, userId: number): Promise<TotpAuthenticatorRow | undefined> {
  const [row] = await tx.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
  return row;
}

/**
 * Starts adding an authenticator app: a new 160-bit secret, kept encrypted, replacing an unconfirmed one.
 * The answer is the only time the secret leaves the server: as typed text, `otpauth://` address and QR code.
 * Like a phone, it needs an MFA-verified session once the account has a factor, and fresh proof.
 */
export async function startTotpEnrollment(context: AppContext, caller: Caller) {
  const at = context.now();
  const secret = new Secret({ size: TOTP_SECRET_BYTES }).base32;
  const box = await secretBox(context);
  await context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, caller.user.id);
    if ((await authenticatorOf(tx, caller.user.id))?.confirmedAt) {
      throw new HttpError(409, MFA_ERRORS.totpAlreadyEnrolled, { code: 'totp-already-enrolled' });
    }
    if (!mayEnroll(caller, account)) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    requireFreshProof(context, caller, account);
    const secretCiphertext = box.seal(caller.user.id, secret);
    await tx
      .insert(totpAuthenticators)
      .values({ userId: caller.user.id, secretCiphertext, createdAt: at })
      .onConflictDoUpdate({
        target: totpAuthenticators.userId,
        set: { secretCiphertext, createdAt: at, confirmedAt: null, lastUsedStep: null },
      });
  });
  const otpauthUrl = totpOf(secret, caller.user.email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

/**
 * Confirms the app with a code of its secret. The account now has a second factor, so this session gets
 * its MFA token here (second-factor.ts), and the account its first recovery codes if it has none.
 * A wrong code is refused without counting toward the lockout: the secret was just shown to this very
 * session, so guessing it gains nothing; the per-account rate limit bounds the tries.
 */
export async function confirmTotpEnrollment(
  context: AppContext,
  caller: Caller,
  code: string,
  deviceToken: unknown,
): Promise<SecondFactorTokens & { recoveryCodes: string[] | null }> {
  const at = context.now();
  const box = await secretBox(context);
  return context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, caller.user.id);
    if (!mayEnroll(caller, account)) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    // Checked again here: a secret shown long ago must not be turned on by a session stolen since.
    requireFreshProof(context, caller, account);
    const pending = await authenticatorOf(tx, caller.user.id);
    if (!pending || pending.confirmedAt) {
      throw new HttpError(409, MFA_ERRORS.totpNotStarted, { code: 'totp-not-started' });
    }
    const secret = box.open(caller.user.id, pending.secretCiphertext);
    const step = acceptedStep(secret, code, at, null);
    if (step === null) throw invalidCode();
    await tx
      .update(totpAuthenticators)
      .set({ confirmedAt: at, lastUsedStep: step })
      .where(eq(totpAuthenticators.userId, caller.user.id));
    const recoveryCodes = await issueFirstRecoveryCodes(tx, caller.user.id, at);
    const tokens = await completeSecondFactor(context, caller, deviceToken, tx);
    return { ...tokens, recoveryCodes };
  });
}

/** The MFA step with the app: ±1 step, each step's code once; a wrong code counts toward the lockout. */
export async function verifyTotp(
  context: AppContext,
  caller: Caller,
  code: string,
  deviceToken: unknown,
): Promise<SecondFactorTokens> {
  const box = await secretBox(context);
  return verifySecondFactor(
    context,
    caller,
    deviceToken,
    async (tx, _account, at) => {
      const [row] = await tx
        .select()
        .from(totpAuthenticators)
        .where(and(eq(totpAuthenticators.userId, caller.user.id), isNotNull(totpAuthenticators.confirmedAt)));
      if (!row) return false;
      const secret = box.open(caller.user.id, row.secretCiphertext);
      const step = acceptedStep(secret, code, at, row.lastUsedStep);
      if (step === null) return false;
      await tx
        .update(totpAuthenticators)
        .set({ lastUsedStep: step })
        .where(eq(totpAuthenticators.userId, caller.user.id));
      return true;
    },
    invalidCode,
  );
}

/**
 * Removes the app (an MFA-verified session with fresh proof); with no factor left, the recovery codes go too.
 */
export async function removeTotp(context: AppContext, caller: Caller): Promise<void> {
  await context.db.transaction(async (tx) => {
    requireFreshProof(context, caller, await lockUserRow(tx, caller.user.id));
    await tx.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, caller.user.id));
    const after = await lockUserRow(tx, caller.user.id);
    if (after.mfaPhone === null && !after.appFactor) await deleteRecoveryCodes(tx, caller.user.id);
  });
}
