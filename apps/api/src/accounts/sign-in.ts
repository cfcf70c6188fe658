import { randomUUID } from 'node:crypto';
import type { SignUpBody } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../http/errors.js';
import { hasLiveInvite, spendInvite } from './invites.js';
import { ACCOUNT_ERRORS } from './texts.js';
import { isCommonPassword } from './passwords.js';
import { deviceGetsThroughLock, isLocked, liftExpiredLock, recordFailedAttempt } from './lockout.js';
import {
  clearFailures,
  clearPasswordFailures,
  findCompanyBySlug,
  findUserByEmail,
  type SessionClient,
} from './queries.js';
import { mfaFlags, startSession } from './sessions.js';
import { users } from './tables.js';
import type { Role } from '@concierge/api-client';
import { isStaff } from '../staff/roles.js';

const invalidCredentials = () =>
  new HttpError(401, ACCOUNT_ERRORS.invalidCredentials, { code: 'invalid-credentials' });

/**
 * The console's sign-in: a requester learns right after the password, with no session opened, so no
 * second factor is asked for and no code is texted.
 */
function refuseNonStaff(user: { role: Role }, options: { staffOnly?: boolean }): void {
  if (options.staffOnly && !isStaff(user.role)) {
    throw new HttpError(403, ACCOUNT_ERRORS.notStaff, { code: 'not-staff' });
  }
}

/** What a successful sign-in or sign-up hands back: the raw token (for the header) and the answer body. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  mfa: ReturnType<typeof mfaFlags>;
}

/**
 * Checks the password and opens a session. Unknown email, wrong password and locked account all answer
 * the same 401 after the same argon2 work (SECURITY.md, Keycloak's test); failures count toward the lockout.
 * A device token of the account (it passed the second factor before) gets through a lock with the right
 * password, and leaves the lock as it is for everyone else.
 */
export async function signIn(
  context: AppContext,
  email: string,
  password: string,
  deviceToken?: unknown,
  options: { staffOnly?: boolean; client?: SessionClient } = {},
): Promise<SignedIn> {
  const found = await findUserByEmail(context.db, email);
  const at = context.now();
  if (!found) {
    await context.passwords.verify(null, password);
    throw invalidCredentials();
  }
  const { user, company, appFactor } = found;
  const matches = await context.passwords.verify(user.passwordHash, password);
  if (user.deactivatedAt) throw invalidCredentials();
  if (isLocked(user, at)) {
    if (!matches || !deviceGetsThroughLock(context.config, deviceToken, user, at)) {
      throw invalidCredentials();
    }
    refuseNonStaff(user, options);
    const session = await context.db.transaction((tx) => startSession(tx, user.id, at, options.client));
    return { ...session, mfa: mfaFlags(user, company?.mfaRequired ?? false, appFactor) };
  }
  if (!matches) {
    const locked = await context.db.transaction((tx) => recordFailedAttempt(context, tx, user, at));
    if (locked) context.outbox.wake();
    throw invalidCredentials();
  }
  refuseNonStaff(user, options);
  const mfa = mfaFlags(user, company?.mfaRequired ?? false, appFactor);
  const session = await context.db.transaction(async (tx) => {
    await liftExpiredLock(tx, user, at);
    // With a second factor to come the sign-in is not complete: its code counter stays.
    await (mfa.mfa_required ? clearPasswordFailures : clearFailures)(tx, user.id);
    return startSession(tx, user.id, at, options.client);
  });
  return { ...session, mfa };
}

/**
 * Creates an account (optionally in the company of `company_slug`; an invitation-only company needs a live
 * `invite_token`, spent with the account) and signs it in.
 */
export async function signUp(
  context: AppContext,
  input: SignUpBody['user'],
  client?: SessionClient,
): Promise<SignedIn> {
  if (input.terms_of_service !== 1) {
    throw new HttpError(422, ACCOUNT_ERRORS.termsRequired, {
      code: 'terms-required',
      issues: [{ path: 'body.user.terms_of_service', message: ACCOUNT_ERRORS.termsRequired }],
    });
  }
  const unknownCompany = () =>
    new HttpError(422, ACCOUNT_ERRORS.unknownCompany, {
      code: 'unknown-company',
      issues: [{ path: 'body.user.company_slug', message: ACCOUNT_ERRORS.unknownCompany }],
    });
  const company = input.company_slug ? await findCompanyBySlug(context.db, input.company_slug) : undefined;
  if (input.company_slug && !company) throw unknownCompany();
  // An invitation-only company without a live invite answers as an unknown one: nobody learns it exists.
  const invite = company?.invitationOnly ? input.invite_token : undefined;
  if (
    company?.invitationOnly &&
    !(invite && (await hasLiveInvite(context.db, company.id, invite, context.now())))
  ) {
    throw unknownCompany();
  }
  if (isCommonPassword(input.password)) {
    throw new HttpError(422, ACCOUNT_ERRORS.commonPassword, {
      code: 'common-password',
      issues: [{ path: 'body.user.password', message: ACCOUNT_ERRORS.commonPassword }],
    });
  }
  const email = input.email.toLowerCase();
  const emailTaken = () =>
    new HttpError(422, ACCOUNT_ERRORS.emailTaken, {
      code: 'email-taken',
      issues: [{ path: 'body.user.email', message: ACCOUNT_ERRORS.emailTaken }],
    });
  if (await findUserByEmail(context.db, email)) throw emailTaken();

  const passwordHash = await context.passwords.hash(input.password);
  const at = context.now();
  try {
    const session = await context.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          externalId: randomUUID(),
          email,
          firstName: input.name,
          lastName: input.last_name,
          passwordHash,
          companyId: company?.id ?? null,
          termsAcceptedAt: at,
          createdAt: at,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no user');
      // Spent with the account in one transaction: two sign-ups with one invite, one wins.
      if (company && invite && !(await spendInvite(tx, company.id, invite, created.id, at))) {
        throw unknownCompany();
      }
      return startSession(tx, created.id, at, client);
    });
    return { ...session, mfa: mfaFlags({ mfaPhone: null }, company?.mfaRequired ?? false) };
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
