import { and, eq, isNotNull } from 'drizzle-orm';
import type { MfaFactorKind } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { users } from '../accounts/tables.js';
import { hasPasskey } from '../passkeys/queries.js';
import { countRecoveryCodesLeft } from './recovery-codes.js';
import { totpAuthenticators } from './tables.js';

/** One kind of second factor and how to tell whether an account has it. */
export interface FactorEntry {
  kind: MfaFactorKind;
  isEnrolled(context: Pick<AppContext, 'db'>, userId: number): Promise<boolean>;
}

/**
 * Every second factor, in the order the MFA step offers them (passkey, then app, then text
 * message, then a recovery code). A new kind of factor adds its entry here, in its place.
 */
export const FACTORS: readonly FactorEntry[] = [
  { kind: 'passkey', isEnrolled: hasPasskey },
  {
    kind: 'totp',
    async isEnrolled({ db }, userId) {
      const [row] = await db
        .select({ userId: totpAuthenticators.userId })
        .from(totpAuthenticators)
        .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt)));
      return row !== undefined;
    },
  },
  {
    kind: 'sms',
    async isEnrolled({ db }, userId) {
      const [row] = await db.select({ phone: users.mfaPhone }).from(users).where(eq(users.id, userId));
      return (row?.phone ?? null) !== null;
    },
  },
  {
    kind: 'recovery_code',
    isEnrolled: async ({ db }, userId) => (await countRecoveryCodesLeft(db, userId)) > 0,
  },
];

/** The kinds the account has, in FACTORS' order. */
export async function enrolledFactors(
  context: Pick<AppContext, 'db'>,
  userId: number,
): Promise<MfaFactorKind[]> {
  const enrolled = await Promise.all(FACTORS.map((factor) => factor.isEnrolled(context, userId)));
  return FACTORS.filter((_, index) => enrolled[index]).map((factor) => factor.kind);
}
