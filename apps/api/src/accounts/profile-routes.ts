import type { RegisterDomain } from '../app-context.js';
import { toCurrentUser } from './current-user.js';
import { findUserById } from './queries.js';
import { countUserRequests } from '../requests/queries.js';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from './profile.js';

/** Issue 20: the signed-in user's own name, password and email; only ever the caller's own account. */
export const registerAccountChangeRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint('updateProfile', {}, async ({ body, caller }) => {
    await updateProfile(context, caller.user, body.user.name, body.user.last_name);
    const [found, requestCount] = await Promise.all([
      findUserById(context.db, caller.user.id),
      countUserRequests(context.db, caller.user.id),
    ]);
    if (!found) throw new Error('the caller vanished');
    return { user: toCurrentUser(found.user, found.company, requestCount) };
  });

  endpoint(
    'changePassword',
    { rateLimit: { account: ({ caller }) => String(caller.user.id) } },
    async ({ body, caller }) => {
      await changePassword(
        context,
        { user: caller.user, sessionId: caller.session.id },
        body.user.current_password,
        body.user.password,
      );
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
};
