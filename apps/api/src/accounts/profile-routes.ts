import type { RegisterDomain } from '../app-context.js';
import { toCurrentUser } from './current-user.js';
import { findUserById } from './queries.js';
import { countUserRequests } from '../requests/queries.js';
import { reauthenticateWithPassword } from './fresh-proof.js';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  updateLocale,
  updateProfile,
} from './profile.js';

/**
 * The signed-in user's own name, password and email, and their language. Only ever the
 * caller's own account.
 */
export const registerAccountChangeRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  /** The changed account, as `getCurrentUser` answers it. */
  const currentUserAnswer = async (userId: number) => {
    const [found, requestCount] = await Promise.all([
      findUserById(context.db, userId),
      countUserRequests(context.db, userId),
    ]);
    if (!found) throw new Error('the caller vanished');
    return { user: toCurrentUser(found.user, found.company, requestCount) };
  };

  endpoint('updateProfile', {}, async ({ body, caller }) => {
    await updateProfile(context, caller.user, body.user.name, body.user.last_name);
    return currentUserAnswer(caller.user.id);
  });

  endpoint('updateLocale', {}, async ({ body, caller }) => {
    await updateLocale(context, caller.user, body.user.locale);
    return currentUserAnswer(caller.user.id);
  });

  endpoint(
    'changePassword',
    { rateLimit: { account: ({ caller }) => String(caller.user.id) } },
    async ({ body, caller }) => {
      await changePassword(context, caller, body.user.current_password, body.user.password);
      return { success: true as const };
    },
  );

  endpoint(
    'requestEmailChange',
    { rateLimit: { account: ({ caller }) => String(caller.user.id) } },
    async ({ body, caller }) => {
      await requestEmailChange(context, caller.user, body.user.email, body.user.current_password);
      return { success: true as const };
    },
  );

  endpoint('confirmEmailChange', { rateLimit: {} }, async ({ body }) => {
    await confirmEmailChange(context, body.token);
    return { success: true as const };
  });

  endpoint('cancelEmailChange', { rateLimit: {} }, async ({ body }) => {
    await cancelEmailChange(context, body.token);
    return { success: true as const };
  });

  // Fresh proof by password (accounts without a second factor). It answers while the MFA step is pending:
  // an account whose company requires MFA enrols its first factor then, and that enrolment needs it too.
  endpoint(
    'reauthenticate',
    { allowPendingMfa: true, rateLimit: { account: ({ caller }) => String(caller.user.id) } },
    async ({ body, caller }) => {
      await reauthenticateWithPassword(context, caller, body.user.password);
      return { success: true as const };
    },
  );
};
