// Staff accounts' numbers and texts, in one place; the tests assert them. The English is the
// catalogs' source.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';
import { INVITE_TTL_MS } from '../policy.js';

/** How long an invitation to join the team stays valid: 7 days, like a company invite. */
export const STAFF_INVITE_TTL_MS = INVITE_TTL_MS;

/** Where the console takes an invitation: its accept page, under the console's base path. */
export const staffInviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/console/accept-invite/${token}`;

export const STAFF_ERRORS = defineTexts({
  inviteInvalid: 'This invitation is not valid or has expired. Ask an admin of your team for a new one.',
  emailTaken: 'This email already has an account.',
  notTeamMember: 'No member of the team has this id.',
  deactivateSelf: 'You cannot deactivate your own account.',
});

const M = defineMessages({
  inviteSubject: 'You are invited to the Concierge team',
  inviteBody: {
    message:
      '{inviter} invited you to join the Concierge team as a concierge.\n\nTo choose your password and sign in to the console, open this link within 7 days:\n{link}\n\nIf you did not expect this, ignore this message.',
    comment: '{inviter}: the admin’s full name; {link}: the address of a page, on a line of its own.',
  },
});

/**
 * The invitation, in the language of the admin who sends it (the invitee has no account yet, and so no
 * language of their own; they join the admin's team).
 */
export function staffMail(locale: Locale) {
  const t = translator(locale);
  return {
    invite: (inviter: string, link: string) => ({
      subject: t(M.inviteSubject),
      body: t(M.inviteBody, { inviter, link }),
    }),
  };
}
export const STAFF_MAIL = staffMail('en');
