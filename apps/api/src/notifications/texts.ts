// Every text of notification emails and pages, once; tests assert them from here. The English is the source of
// the catalogs (locales/*.po); `emailTexts(locale)` and its siblings render them in a language.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages } from '../i18n/text-registry.js';

interface RequestRef {
  id: number;
  title: string;
}

const M = defineMessages({
  requesterSubject: {
    message: 'Update on {title} (request #{id})',
    comment: 'The subject of every email about one request. {title}: the request’s title; {id}: its number.',
  },
  requesterIntro:
    '{count, plural, one {There is news on your request:} other {There are # new messages on your request:}}',
  openRequest: 'Open the request',
  replyHint: 'Reply to this email to answer in the request’s thread.',
  unsubscribe: 'Unsubscribe from these emails',
  files: '{count, plural, one {# file attached} other {# files attached}}',
  teamNewRequestSubject: {
    message: 'New request: {title} (request #{id})',
    comment: 'To the concierge team. {title}: the request’s title; {id}: its number.',
  },
  teamNewRequestIntro: { message: '{requester} filed a new request.', comment: '{requester}: a full name.' },
  teamReplySubject: {
    message: 'Reply from {requester}: {title} (request #{id})',
    comment:
      'To the concierge team. {requester}: a full name; {title}: the request’s title; {id}: its number.',
  },
  teamReplyIntro: { message: '{requester} replied:', comment: '{requester}: a full name.' },
  openInConsole: 'Open it in the console',

  unsubscribeTitle: 'Unsubscribe',
  unsubscribeConfirm:
    'Stop emails about your requests? You can turn them back on in your notification settings.',
  unsubscribeDone:
    'You are unsubscribed: no more emails about your requests. Turn them back on in your notification settings.',
  unsubscribeInvalid:
    'This unsubscribe link is invalid or has expired. Change your emails in your notification settings.',
  notificationSettings: 'Notification settings',

  notAttachedIntro: 'Not attached from the emailed reply:',
  refusedFile: {
    message: '{filename}: {reason}',
    comment: 'A file of an emailed reply, and why it was refused.',
  },
  tooManyFiles:
    '{max, plural, one {An emailed reply can carry # file at most.} other {An emailed reply can carry # files at most.}}',
  nothingPosted: {
    message: 'Nothing could be posted: {reasons}',
    comment: 'The bounce of an emailed reply of which nothing was kept. {reasons}: the refused files.',
  },
  replyTooLong: {
    message:
      'Nothing was posted: a message can be {max} characters at most, and this reply is longer. Please shorten it, or answer on the website.',
    comment: 'The bounce of an emailed reply longer than a message may be. {max}: the limit, in characters.',
  },
  emailTooLong: {
    message:
      'Nothing was posted: this email’s text, quoted history included, is longer than {max} characters. Please send your reply without the quoted history, or answer on the website.',
    comment: 'The bounce of an emailed reply too long to read. {max}: the limit, in characters.',
  },
});

/** The texts of the requester's and the team's emails in `locale`. */
export function emailTexts(locale: Locale) {
  const t = translator(locale);
  const ref = (request: RequestRef) => ({ title: request.title, id: request.id });
  return {
    /** The requester's emails: one subject per request, so mail clients keep them in one thread. */
    requesterSubject: (request: RequestRef) => t(M.requesterSubject, ref(request)),
    requesterIntro: (count: number) => t(M.requesterIntro, { count }),
    openRequest: t(M.openRequest),
    replyHint: t(M.replyHint),
    unsubscribe: t(M.unsubscribe),
    files: (count: number) => t(M.files, { count }),

    teamNewRequestSubject: (request: RequestRef) => t(M.teamNewRequestSubject, ref(request)),
    teamNewRequestIntro: (requester: string) => t(M.teamNewRequestIntro, { requester }),
    teamReplySubject: (request: RequestRef, requester: string) =>
      t(M.teamReplySubject, { ...ref(request), requester }),
    teamReplyIntro: (requester: string) => t(M.teamReplyIntro, { requester }),
    openInConsole: t(M.openInConsole),
  };
}
export type EmailTexts = ReturnType<typeof emailTexts>;
export const EMAIL_TEXTS = emailTexts('en');

/** The page an unsubscribe link opens, in `locale`. */
export function unsubscribeTexts(locale: Locale) {
  const t = translator(locale);
  return {
    title: t(M.unsubscribeTitle),
    confirm: t(M.unsubscribeConfirm),
    button: t(M.unsubscribeTitle),
    done: t(M.unsubscribeDone),
    invalid: t(M.unsubscribeInvalid),
    settings: t(M.notificationSettings),
  };
}
export const UNSUBSCRIBE_TEXTS = unsubscribeTexts('en');

/** Reply by email: what the thread and the sender's bounce say about files that were not kept. */
export function inboundTexts(locale: Locale) {
  const t = translator(locale);
  return {
    notAttachedIntro: t(M.notAttachedIntro),
    refusedFile: (filename: string, reason: string) => t(M.refusedFile, { filename, reason }),
    tooManyFiles: (max: number) => t(M.tooManyFiles, { max }),
    /** The 550 answer when nothing of a reply could be posted (no new text, every file refused). */
    nothingPosted: (reasons: string) => t(M.nothingPosted, { reasons }),
    /** The 550 answer when the reply is longer than the HTTP API lets a message be. */
    replyTooLong: (max: number) => t(M.replyTooLong, { max }),
    /** The 550 answer when the email's text is too long to be read at all. */
    emailTooLong: (max: number) => t(M.emailTooLong, { max }),
  };
}
export const INBOUND_TEXTS = inboundTexts('en');
