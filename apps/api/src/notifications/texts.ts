// Every text of notification emails and pages, once; tests assert them from here.

const ref = (request: { id: number; title: string }) => `${request.title} (request #${request.id})`;

export const EMAIL_TEXTS = {
  /** The requester's emails: one subject per request, so mail clients keep them in one thread. */
  requesterSubject: (request: { id: number; title: string }) => `Update on ${ref(request)}`,
  requesterIntro: (count: number) =>
    count === 1 ? 'There is news on your request:' : `There are ${count} new messages on your request:`,
  openRequest: 'Open the request',
  replyHint: 'Reply to this email to answer in the request’s thread.',
  unsubscribe: 'Unsubscribe from these emails',
  files: (count: number) => (count === 1 ? '1 file attached' : `${count} files attached`),

  teamNewRequestSubject: (request: { id: number; title: string }) => `New request: ${ref(request)}`,
  teamNewRequestIntro: (requester: string) => `${requester} filed a new request.`,
  teamReplySubject: (request: { id: number; title: string }, requester: string) =>
    `Reply from ${requester}: ${ref(request)}`,
  teamReplyIntro: (requester: string) => `${requester} replied:`,
  openInConsole: 'Open it in the console',
} as const;

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  confirm: 'Stop emails about your requests? You can turn them back on in your notification settings.',
  button: 'Unsubscribe',
  done: 'You are unsubscribed: no more emails about your requests. Turn them back on in your notification settings.',
  invalid:
    'This unsubscribe link is invalid or has expired. Change your emails in your notification settings.',
  settings: 'Notification settings',
} as const;

/** Reply by email: what the thread and the sender's bounce say about files that were not kept. */
export const INBOUND_TEXTS = {
  notAttachedIntro: 'Not attached from the emailed reply:',
  refusedFile: (filename: string, reason: string) => `${filename}: ${reason}`,
  tooManyFiles: (max: number) => `An emailed reply can carry ${max} files at most.`,
  /** The 550 answer when nothing of a reply could be posted (no new text, every file refused). */
  nothingPosted: (reasons: string) => `Nothing could be posted: ${reasons}`,
} as const;
