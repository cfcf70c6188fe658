// Texts of an account's erasure (docs/personal-data.md#erasure): its endpoints' errors, the text that takes
// the place of what the person wrote, and the email that confirms the ask.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

/** What every message and answer of an erased person's requests reads instead, in the team's record. */
export const ERASED_TEXT = 'Removed at the request of the person who wrote it.';

export const ERASURE_ERRORS = defineTexts({
  noAccount: 'No account uses this email address.',
  staffAccount: 'Staff accounts are deactivated by an admin, not erased.',
});

const M = defineMessages({
  subject: 'Your Concierge account will be deleted',
  intro: {
    message:
      'You asked us to delete your Concierge account. It will be deleted on {due}, with your requests’ details, messages and files.',
    comment: '{due}: a date and time.',
  },
  keep: 'Changed your mind? Sign in before then and your account stays as it is.',
  notYou: 'If you did not ask for this, sign in now and change your password.',
});

/** The email that confirms an erasure was asked for, in `locale`. */
export function erasureMail(locale: Locale) {
  const t = translator(locale);
  return {
    subject: t(M.subject),
    intro: (due: string) => t(M.intro, { due }),
    keep: t(M.keep),
    notYou: t(M.notYou),
  };
}
