import { AUTHORIZATION_HEADER, DEVICE_TOKEN_HEADER } from '@concierge/api-client';
import type { FastifyReply } from 'fastify';
import type { RegisterDomain } from '../app-context.js';
import { toCurrentUser } from './current-user.js';
import { findUserById, revokeSession } from './queries.js';
import { countUserRequests } from '../requests/queries.js';
import { requestPasswordReset, resetPassword, unlockAccount } from './password-reset.js';
import { signIn, signUp, type SignedIn } from './sign-in.js';
import { sessionClientOf } from './sessions.js';
import { needsPasskeyEnrollment } from '../passkeys/staff-policy.js';
import { needsStaffSecondFactor } from '../staff/second-factor.js';

/** The token goes in the `authorization` answer header (docs/validation.md#validation-rules), never in a body or a URL. */
function sendToken(reply: FastifyReply, signedIn: SignedIn): void {
  reply.header(AUTHORIZATION_HEADER, signedIn.token);
}

/** Sign-up, sign-in, sign-out, password reset, unlock and the current user (docs/api.md#calls). */
export const registerAccountRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint(
    'signIn',
    { rateLimit: { account: ({ body }) => body.user.email } },
    async ({ body, request, reply }) => {
      const deviceToken = request.headers[DEVICE_TOKEN_HEADER];
      const signedIn = await signIn(context, body.user.email, body.user.password, deviceToken, {
        staffOnly: body.user.staff_only === true,
        client: sessionClientOf(request),
      });
      sendToken(reply, signedIn);
      return { expires_at: signedIn.expiresAt.toISOString(), ...signedIn.mfa };
    },
  );

  // Per target email as well as per IP: sign-up answers `email-taken` for a registered address (the spec signs
  // a new user in at once), so probing one address is bounded like guessing its password.
  endpoint(
    'signUp',
    { rateLimit: { account: ({ body }) => body.user.email } },
    async ({ body, request, reply }) => {
      const signedIn = await signUp(context, body.user, sessionClientOf(request));
      sendToken(reply, signedIn);
      return {
        data: JSON.stringify({ email: body.user.email }),
        expires_at: signedIn.expiresAt.toISOString(),
        mfa_enrollment_available: signedIn.mfa.mfa_enrollment_available,
      };
    },
  );

  // Signing out works mid-MFA too: abandoning the code step must still end the session.
  endpoint('signOut', { allowPendingMfa: true }, async ({ caller }) => {
    // No `sessions` event: this tab closes its own stream as it signs out, and the account's other
    // sessions are untouched (an event would only make this tab ask, mid sign-out, and meet a 401).
    await revokeSession(context.db, caller.session.id, context.now());
    return { success: true as const };
  });

  endpoint(
    'requestPasswordReset',
    { rateLimit: { account: ({ body }) => body.user.email } },
    async ({ body }) => {
      await requestPasswordReset(context, body.user.email);
      return { success: true as const };
    },
  );

  endpoint('resetPassword', { rateLimit: {}, repeatErrorInStatus: true }, async ({ body }) => {
    await resetPassword(context, body.reset_password_token, body.password);
    return { success: true as const };
  });

  endpoint('unlock', { rateLimit: {} }, async ({ query }) => {
    await unlockAccount(context, query.unlock_token);
    return { success: true as const };
  });

  endpoint('getCurrentUser', {}, async ({ caller }) => {
    const [found, requestCount] = await Promise.all([
      findUserById(context.db, caller.user.id),
      countUserRequests(context.db, caller.user.id),
    ]);
    return {
      user: {
        ...toCurrentUser(found?.user ?? caller.user, found?.company ?? null, requestCount),
        passkey_enrollment_required: needsPasskeyEnrollment(context.config, caller),
        second_factor_enrollment_required: needsStaffSecondFactor(context.config, caller),
      },
    };
  });
};
