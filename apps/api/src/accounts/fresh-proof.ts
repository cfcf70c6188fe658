import { eq } from 'drizzle-orm';
import { FRESH_PROOF_REQUIRED_CODE } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { defineTexts } from '../i18n/text-registry.js';
import { appFactorEnrolled } from '../mfa/app-factor-sql.js';
import { RECENT_AUTH_MS } from '../policy.js';
import { verifyCurrentPassword } from './current-password.js';
import { sessions, users } from './tables.js';

// Fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access, ASVS 5.0 V7.5.1–2): a session that
// passed the second factor lives 24 hours, and whoever steals it would otherwise swap the account's factors or
// sign its owner out everywhere. Every factor change and every action that ends other sessions therefore
// needs this session to have proved itself within RECENT_AUTH_MS (the passkeys' window, 15 minutes):
// - an account with a second factor: that factor, passed in this session (mfa_verified_at; any factor's
//   verify route stamps it again, and a passkey sign-in is one). The password it signed in with came before.
// - an account without one: the password, at sign-in (created_at) or re-entered (reauthenticated_at, the
//   `reauthenticate` route). It is all such an account has.
// The answer otherwise is 403 `recent-auth-required`, not 401: the session itself is fine and must not end;
// the client asks for the proof and sends the same call again.

export const FRESH_PROOF_TEXTS = defineTexts({
  required: 'For your security, confirm it’s you again to make this change.',
  useSecondFactor: 'This account has a second factor: confirm it’s you with it instead of your password.',
});

/** The account's second factors as they are now (recovery codes are a fallback, not a factor). */
export interface FactorState {
  mfaPhone: string | null;
  appFactor: boolean;
}

export const hasSecondFactor = (account: FactorState) => account.mfaPhone !== null || account.appFactor;

/** Reads the factor state without locking (routes that do not already hold the user's row lock). */
export async function readFactorState(db: Db, userId: number): Promise<FactorState> {
  const [row] = await db
    .select({ mfaPhone: users.mfaPhone, appFactor: appFactorEnrolled(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return { mfaPhone: row?.mfaPhone ?? null, appFactor: row?.appFactor ?? false };
}

/** When this session last proved who is behind it, as the account stands now (epoch ms; 0: never). */
export function lastProofAt(caller: Pick<Caller, 'session' | 'mfaPending'>, account: FactorState): number {
  const { session } = caller;
  if (hasSecondFactor(account)) {
    // The factor must have been passed in this session, and this request must carry its MFA token.
    return caller.mfaPending ? 0 : (session.mfaVerifiedAt?.getTime() ?? 0);
  }
  return Math.max(
    session.createdAt.getTime(),
    session.mfaVerifiedAt?.getTime() ?? 0,
    session.reauthenticatedAt?.getTime() ?? 0,
  );
}

/**
 * Refuses a factor change or a session-ending action (403 `recent-auth-required`) unless this session proved
 * itself within RECENT_AUTH_MS. `passwordInBody`: the call carries the current password, checked by the
 * caller, which is all the proof an account without a second factor has (changing the password).
 */
export function requireFreshProof(
  context: Pick<AppContext, 'now'>,
  caller: Pick<Caller, 'session' | 'mfaPending'>,
  account: FactorState,
  options: { passwordInBody?: boolean } = {},
): void {
  if (options.passwordInBody && !hasSecondFactor(account)) return;
  if (context.now().getTime() - lastProofAt(caller, account) <= RECENT_AUTH_MS) return;
  throw new HttpError(403, FRESH_PROOF_TEXTS.required, { code: FRESH_PROOF_REQUIRED_CODE });
}

/** {@link requireFreshProof} for a route that holds no row lock: reads the factor state first. */
export async function requireFreshProofNow(
  context: Pick<AppContext, 'now' | 'db'>,
  caller: Caller,
  options: { passwordInBody?: boolean } = {},
): Promise<void> {
  requireFreshProof(context, caller, await readFactorState(context.db, caller.user.id), options);
}

/**
 * The password as fresh proof, for an account without a second factor: checked like the account page's
 * current password (counted toward the lockout, refused while locked), then stamped on this session. An
 * account with a factor is told to use it (409): the password alone would be less than it signed in with.
 */
export async function reauthenticateWithPassword(
  context: AppContext,
  caller: Caller,
  password: string,
): Promise<void> {
  if (hasSecondFactor(await readFactorState(context.db, caller.user.id))) {
    throw new HttpError(409, FRESH_PROOF_TEXTS.useSecondFactor, { code: 'use-second-factor' });
  }
  await verifyCurrentPassword(context, caller.user, password, 'body.user.password');
  await context.db
    .update(sessions)
    .set({ reauthenticatedAt: context.now() })
    .where(eq(sessions.id, caller.session.id));
}
