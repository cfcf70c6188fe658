import { requestLocale } from '../i18n/negotiation.js';
import type { RegisterDomain } from '../app-context.js';
import { setStaffActive } from './activation.js';
import { acceptStaffInvite, inviteConcierge, listStaffInvites } from './invites.js';

/**
 * Staff accounts: the team's pending invitations (any member sees them), inviting and
 * deactivating (admins), and accepting an invitation (public: the emailed token is the credential).
 */
export const registerStaffRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint('getStaffInvites', {}, async () => ({
    invites: await listStaffInvites(context.db, context.now()),
  }));

  // Each invitation mails any address it is given: limited per IP and per inviting admin like the other
  // routes that send mail, so a burst (or a stolen admin session) cannot turn the console into a mail cannon.
  endpoint(
    'createStaffInvite',
    { rateLimit: { account: ({ caller }) => `user:${caller.user.id}` } },
    async ({ body, caller, request }) => ({
      invite: await inviteConcierge(context, caller.user, body.invite.email, requestLocale(request)),
    }),
  );

  endpoint('acceptStaffInvite', { rateLimit: {} }, async ({ body }) =>
    acceptStaffInvite(context, body.invite),
  );

  endpoint('setStaffActive', {}, async ({ params, body, caller }) => ({
    staff: await setStaffActive(context, caller.user, params.id, body.staff.active),
  }));
};
