import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { digestToken } from '../accounts/tokens.js';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { accountLocale } from '../i18n/negotiation.js';
import { renderEmail } from '../notifications/templates/render.js';
import { RecoveryCodeUsedEmail } from '../notifications/templates/recovery-code-used.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../policy.js';
import { MFA_ERRORS, recoveryCodeMail } from './texts.js';
import { lockUserRow } from './queries.js';
import { requireFreshProof } from '../accounts/fresh-proof.js';
import { verifySecondFactor, type SecondFactorTokens } from './second-factor.js';
import { recoveryCodes } from './tables.js';

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives (SECURITY.md: 80 bits).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One code, `XXXX-XXXX-XXXX-XXXX`: RECOVERY_CODE_LENGTH characters from the CSPRNG, 5 bits each. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** What is digested: case, dashes and spaces do not matter, and O, I, L read as 0, 1, 1 (Crockford). */
function normalize(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const digestCode = (code: string) => digestToken(normalize(code));

/** A new set of codes; the old set dies in the same transaction. @returns the codes, to show once. */
export async function replaceRecoveryCodes(tx: Db, userId: number, at: Date): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeDigest: digestCode(code), createdAt: at })));
  return codes;
}

/** Codes at an account's first enrolment of a factor (none made yet); null when it already has a set. */
export async function issueFirstRecoveryCodes(tx: Db, userId: number, at: Date): Promise<string[] | null> {
  const [existing] = await tx
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId))
    .limit(1);
  return existing ? null : replaceRecoveryCodes(tx, userId, at);
}

/** The account's last factor is gone: its recovery codes go too (they are a fallback, not a factor). */
export async function deleteRecoveryCodes(tx: Db, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

/**
 * A new set on request (MFA-verified session with fresh proof: a stolen session must not get codes that
 * pass the MFA step): needs a factor for the codes to stand in for.
 */
export async function regenerateRecoveryCodes(context: AppContext, caller: Caller): Promise<string[]> {
  return context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, caller.user.id);
    if (account.mfaPhone === null && !account.appFactor) {
      throw new HttpError(409, MFA_ERRORS.noSecondFactor, { code: 'mfa-not-enrolled' });
    }
    requireFreshProof(context, caller, account);
    return replaceRecoveryCodes(tx, caller.user.id, context.now());
  });
}

/**
 * The MFA step with a recovery code: spent at once (one conditional update, so two concurrent uses cannot
 * both pass), and its use announced to the account's email in the same transaction (outbox). A wrong code
 * counts toward the lockout like a wrong texted code.
 */
export async function verifyRecoveryCode(
  context: AppContext,
  caller: Caller,
  code: string,
  deviceToken: unknown,
): Promise<SecondFactorTokens> {
  const tokens = await verifySecondFactor(
    context,
    caller,
    deviceToken,
    async (tx, _account, at) => {
      const spent = await tx
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, caller.user.id),
            eq(recoveryCodes.codeDigest, digestCode(code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      if (spent.length === 0) return false;
      const remaining = await countRecoveryCodesLeft(tx, caller.user.id);
      const locale = accountLocale(caller.user);
      const mail = await renderEmail(RecoveryCodeUsedEmail({ locale, remaining, at }));
      await enqueueOutgoingMessage(
        tx,
        {
          channel: 'email',
          kind: 'recovery-code-used',
          recipient: caller.user.email,
          subject: recoveryCodeMail(locale).subject,
          body: mail.text,
          html: mail.html,
        },
        at,
      );
      return true;
    },
    () => new HttpError(401, MFA_ERRORS.recoveryCodeInvalid, { code: 'recovery-code-invalid' }),
  );
  context.outbox.wake();
  return tokens;
}
