// Texts of service levels (docs/service-levels.md): the contract's validation texts, and the escalation emails
// in the reader's language.
import { SERVICE_LEVEL_TEXTS, type Locale } from '@concierge/api-client';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

defineTexts(SERVICE_LEVEL_TEXTS);

export const SERVICE_LEVEL_ERRORS = defineTexts({
  notYours: 'Only an admin can change a colleague’s availability or anyone’s limit.',
});

const M = defineMessages({
  warningSubject: {
    message: '{target, select, resolution {Resolution} other {Reply}} due soon: {title} (request #{id})',
    comment: '{target}: first_reply, next_reply or resolution.',
  },
  breachSubject: {
    message: '{target, select, resolution {Resolution} other {Reply}} overdue: {title} (request #{id})',
    comment: '{target}: first_reply, next_reply or resolution.',
  },
  warningIntro: {
    message:
      'The {target, select, first_reply {first reply} next_reply {next reply} other {resolution}} of “{title}” is due {due}, in {minutes, plural, one {# business minute} other {# business minutes}}.',
    comment: '{due}: a date and time.',
  },
  breachIntro: {
    message:
      'The {target, select, first_reply {first reply} next_reply {next reply} other {resolution}} of “{title}” was due {due}: the promise to the requester is broken.',
    comment: '{due}: a date and time.',
  },
  backInQueue: 'It is back in the unassigned queue for anyone to take.',
  open: 'Open the request',
  whyAssignee: 'You get this email because the request is assigned to you.',
  whyTeam: 'You get this email because you are on the team.',
});

/** An escalation email's texts, in `locale`. */
export function escalationMail(locale: Locale) {
  const t = translator(locale);
  return {
    subject: (threshold: 'warning' | 'breach', values: { target: string; title: string; id: number }) =>
      t(threshold === 'warning' ? M.warningSubject : M.breachSubject, values),
    warningIntro: (values: { target: string; title: string; due: string; minutes: number }) =>
      t(M.warningIntro, values),
    breachIntro: (values: { target: string; title: string; due: string }) => t(M.breachIntro, values),
    backInQueue: t(M.backInQueue),
    open: t(M.open),
    whyAssignee: t(M.whyAssignee),
    whyTeam: t(M.whyTeam),
  };
}
