import { randomUUID } from 'node:crypto';
import type { SignUpBody } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../http/errors.js';
import { ACCOUNT_ERRORS } from './messages.js';
import { isCommonPassword } from './passwords.js';
import { isLocked, recordFailedAttempt } from './lockout.js';
import { clearFailures, findCompanyBySlug, findUserByEmail } from './queries.js';
import { mfaFlags, startSession } from './sessions.js';
import { users } from './tables.js';
import { isStaff } from '../staff/roles.js';

const invalidCredentials = () =>
  new HttpError(401, ACCOUNT_ERRORS.invalidCredentials, { code: 'invalid-credentials' });

/** What a successful sign-in or sign-up hands back: the raw token (for the header) and the answer body. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  mfa: ReturnType<typeof mfaFlags>;
}

/**
 * Checks the password and opens a session. Unknown email, wrong password and locked account all answer
 * the same 401 after the same argon2 work (SECURITY.md, Keycloak's test); failures count toward the lockout.
 */
export async function signIn(
  context: AppContext,
  email: string,
  password: string,
  options: { staffOnly?: boolean } = {},
): Promise<SignedIn> {
  const found = await findUserByEmail(context.db, email);
  const at = context.now();
  if (!found) {
    await context.passwords.verify(null, password);
    throw invalidCredentials();
  }
  const { user, company } = found;
  const matches = await context.passwords.verify(user.passwordHash, password);
  if (isLocked(user, at) || user.deactivatedAt) throw invalidCredentials();
  if (!matches) {
    const locked = await context.db.transaction((tx) => recordFailedAttempt(context, tx, user, at));
    if (locked) context.outbox.wake();
    throw invalidCredentials();
  }
  // The console's sign-in: a requester learns right after the password, with no session opened, so no
  // second factor is asked for and no code is texted (issue 18).
  if (options.staffOnly && !isStaff(user.role)) {
    throw new HttpError(403, ACCOUNT_ERRORS.notStaff, { code: 'not-staff' });
  }
  const session = await context.db.transaction(async (tx) => {
    await clearFailures(tx, user.id);
    return startSession(tx, user.id, at);
  });
  return { ...session, mfa: mfaFlags(user, company?.mfaRequired ?? false) };
}

/** Creates an account (optionally in the company of `company_slug`) and signs it in. */
export async function signUp(context: AppContext, input: SignUpBody['user']): Promise<SignedIn> {
  if (input.terms_of_service !== 1) {
    throw new HttpError(422, ACCOUNT_ERRORS.termsRequired, {
      code: 'terms-required',
      issues: [{ path: 'body.user.terms_of_service', message: ACCOUNT_ERRORS.termsRequired }],
    });
  }
  const company = input.company_slug ? await findCompanyBySlug(context.db, input.company_slug) : undefined;
  if (input.company_slug && !company) {
    throw new HttpError(422, ACCOUNT_ERRORS.unknownCompany, {
      code: 'unknown-company',
      issues: [{ path: 'body.user.company_slug', message: ACCOUNT_ERRORS.unknownCompany }],
    });
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
      return startSession(tx, created.id, at);
    });
    return { ...session, mfa: mfaFlags({ mfaPhone: null }, company?.mfaRequired ?? false) };
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
