// Staff accounts' numbers and texts (issue 18), in one place; the tests assert them.
import { INVITE_TTL_MS } from '../policy.js';

/** How long an invitation to join the team stays valid: 7 days, like a company invite. */
export const STAFF_INVITE_TTL_MS = INVITE_TTL_MS;

/** Where the console takes an invitation: its accept page, under the console's base path. */
export const staffInviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/console/accept-invite/${token}`;

export const STAFF_ERRORS = {
  inviteInvalid: 'This invitation is not valid or has expired. Ask an admin of your team for a new one.',
  emailTaken: 'This email already has an account.',
  notTeamMember: 'No member of the team has this id.',
  deactivateSelf: 'You cannot deactivate your own account.',
} as const;

export const STAFF_MAIL = {
  invite: (inviter: string, link: string) => ({
    subject: 'You are invited to the Concierge team',
    body: `${inviter} invited you to join the Concierge team as a concierge.\n\nTo choose your password and sign in to the console, open this link within 7 days:\n${link}\n\nIf you did not expect this, ignore this message.`,
  }),
};
