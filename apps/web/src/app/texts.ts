// The app's own user-facing texts, where the spec is silent (its docs/api.md#error-catalogue texts are the api client's MESSAGES).
// One module, imported by the screens and asserted by the e2e suite.

import { localizable } from '@concierge/app-locale';
import { PASSKEY_TEXTS } from '../features/passkeys/passkey-texts';

export const TEXTS = localizable('web', {
  /** Passkeys (their own module, so /sign-in does not load every text of the app). */
  passkeys: PASSKEY_TEXTS,
  /** Toast once a survey became a request. */
  requestSent: 'Your request was sent. A concierge will pick it up shortly.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unlocked: 'Your account is unlocked. You can sign in again.',
  codeResent: 'We sent a new code.',
  /** Under the spec's "Unable to request MFA token at this time." when the resend rule gave a Retry-After. */
  codeWait: (seconds: number) =>
    `You can ask for a new code in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /** The error state of a list or page, e.g. "We could not load your open requests." */
  loadFailed: (what: string) => `We could not load ${what}.`,
  /** Announced while a list or page loads, e.g. "Loading your open requests". */
  loading: (what: string) => `Loading ${what}`,
  tryAgain: 'Try again',
  /** The dashboard's one loading announcement while its sections load together. */
  dashboardLoading: 'Loading your dashboard',
  /** /reset-password/{token} (docs/screens.md#routes). */
  resetPassword: {
    title: 'Choose a new password',
    newLink: 'Ask for a new link',
    password: 'New password',
    passwordPlaceholder: 'At least 12 characters',
    confirm: 'Confirm new password',
    submit: 'Save new password',
    submitting: 'Saving',
  },
  /** /unlock/{token} (docs/screens.md#routes). */
  unlock: {
    title: 'Unlock your account',
    unlocking: 'Unlocking your account',
    toSignIn: 'Go to sign in',
  },
  /** A partner route whose address is not configured. */
  partner: {
    pageTitle: 'Offer not available',
    title: 'This offer is not available right now',
    body: 'We could not open the partner’s sign-up page. Please try again later.',
    home: 'Go to the start page',
  },
  /** Survey answers (client-side rules, see answer-rules.ts). */
  answer: {
    required: 'Answer this question to continue, or go back.',
    requiredChoice: 'Choose an option to continue.',
    requiredFile: 'Upload a file to continue.',
    uploading: 'Wait for the upload to finish.',
    number: 'Enter a number.',
    date: 'Enter a valid date.',
  },
  /** A request the concierge answered last (`awaiting_user`): on cards, the dashboard and the request. */
  waitingOnYou: 'Waiting on you',
  /** The requester's side of a request's conversation. */
  conversation: {
    messagesHeading: 'Messages',
    /** Under the kit's "No messages yet". */
    noMessagesHint: 'Your concierge will write here as soon as they pick up your request.',
    replyHeading: 'Reply',
    /** On a completed request the composer says what sending does. */
    reopenHeading: 'Reply to reopen',
    reopenHint: 'This request is completed. If you need more help, write here: sending reopens it.',
    messageLabel: 'Your message',
    attachmentLabel: 'Attachment (optional)',
    attachmentHint: 'One file, up to 25 MB.',
    attachedFile: 'Attached file',
    /** Followed by the file name for screen readers ("Remove lease.pdf"). */
    removeAttachment: 'Remove',
    send: 'Send',
    sendAndReopen: 'Send and reopen',
    sending: 'Sending your message',
    empty: 'Write a message or attach a file before sending.',
    uploading: 'Wait for the upload to finish before sending.',
    /** The body of a reply that is only a file (the server keeps no empty message). */
    fileOnlyBody: (name: string) => `Sent a file: ${name}`,
    /** An earlier try of this draft reached the server before it was edited (its idempotency key was used). */
    alreadySent:
      'An earlier try of this message was already sent; it is in the conversation above. Send again to add your changes.',
    sent: 'Your message was sent.',
    reopened: 'Your message was sent and the request is open again.',
    markCompleted: 'Mark as completed',
    confirmTitle: 'Mark this request as completed?',
    confirmBody:
      'It moves to your completed requests. If you need more help later, reply to it and it opens again.',
    confirmAction: 'Mark as completed',
    confirmCancel: 'Keep it open',
    completed: 'The request is marked as completed.',
  },
  /** The requests page's search. */
  search: {
    formLabel: 'Search requests',
    label: 'Search your requests',
    hint: 'Words from the title, your answers or the messages',
    status: 'Status',
    anyStatus: 'Any status',
    submit: 'Search',
    clear: 'Clear search',
    /** The results' heading: the words searched, the status chosen, both or neither. */
    results: {
      all: 'Requests',
      matching: (q: string) => `Requests matching “${q}”`,
      inStatus: (status: string) => `Requests in ${status}`,
      matchingInStatus: (q: string, status: string) => `Requests matching “${q}” in ${status}`,
    },
    what: 'the search results',
    listLabel: 'Search results',
    noResults: 'No requests match your search',
    noResultsHint: 'Try fewer or shorter words, or another status.',
    /** Announced when results arrive or grow: all of them, or the first pages of more. */
    count: (shown: number) => `${shown} matching ${shown === 1 ? 'request' : 'requests'}`,
    countNewest: (shown: number) => `Showing the ${shown} newest matching requests`,
    more: 'Show more results',
    loadingMore: 'Loading more results',
  },
  /** Withdrawing an open or in-progress request. */
  withdraw: {
    open: 'Withdraw request',
    heading: 'Withdraw this request',
    reasonLabel: 'Why are you withdrawing it?',
    reasonHint: 'Your concierge sees this note.',
    reasonRequired: 'Say why you withdraw it.',
    submit: 'Withdraw…',
    cancel: 'Keep the request',
    confirmTitle: 'Withdraw this request?',
    confirmBody:
      'It moves to your completed requests with your reason. If you need help later, reply to it and it opens again.',
    confirmAction: 'Withdraw request',
    done: 'The request is withdrawn.',
  },
  /** Rating a completed request: one explicit click, an optional comment. */
  rating: {
    heading: 'How did we do?',
    intro: 'Rate the help you got with one click.',
    groupLabel: 'Your rating',
    scores: { good: 'Good', okay: 'Okay', bad: 'Bad' },
    commentLabel: 'Anything to add?',
    sendComment: 'Send comment',
    what: 'your rating',
    saved: 'Thank you, your rating is saved.',
    yours: (score: string) => `You rated this ${score}.`,
    changeableUntil: (date: string) => `You can change it until ${date}.`,
    locked: 'Ratings can be changed for 7 days; this one can no longer be changed.',
  },
  /** /account: the own profile. */
  account: {
    title: 'Your account',
    what: 'your account',
    nameHeading: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    saveName: 'Save name',
    nameSaved: 'Your name is saved.',
    emailHeading: 'Email',
    currentEmail: (email: string) => `Your email is ${email}.`,
    newEmail: 'New email',
    currentPassword: 'Current password',
    sendLink: 'Send confirmation link',
    linkSent: (email: string) =>
      `We sent a link to ${email}. Your email changes when you open it and confirm (within one hour).`,
    passwordHeading: 'Password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters.',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed. Your other devices were signed out.',
    /** The language switch's section; the switch's own label is LANGUAGE_TEXTS.label. */
    languageHeading: 'Language',
    confirmTitle: 'Confirm your new email',
    confirmIntro: 'Confirm to use this address for your Concierge account from now on.',
    confirmAction: 'Confirm my new email',
    confirmed: 'Your email is changed. Use the new address to sign in from now on.',
    toDashboard: 'Go to your dashboard',
    /** /cancel-email-change/{token}: the link mailed to the old address when a change is asked for. */
    cancelTitle: 'Cancel an email change',
    cancelIntro:
      'Someone asked to move your Concierge account to another email address. If it was not you, cancel it: your email stays as it is. Then change your password.',
    cancelAction: 'Cancel the email change',
    cancelDone:
      'The email change is cancelled: your email stays as it is. If it was not you who asked, change your password now.',
    notificationSettings: 'Notification settings',
    /** The link to /account/security (its own texts: routes/security/security-texts.ts). */
    security: 'Sign-in security',
    devices: 'Signed-in devices',
    yourData: 'Get a copy of your data',
  },
  /** /account/devices: the account's sessions; the list's own words are the kit's DEVICE_LIST_TEXTS. */
  devices: {
    title: 'Signed-in devices',
    intro:
      'These browsers are signed in to your account. If you do not recognise one, sign it out and change your password.',
    what: 'your signed-in devices',
    backToAccount: 'Back to your account',
  },
  /** Email notifications: the settings page and a request's mute. */
  notifications: {
    title: 'Notifications',
    intro:
      'We email you when the concierge replies to one of your requests or moves it. Messages you already read here are never emailed, and messages sent close together come as one email.',
    emailReplies: 'Email me when the concierge replies',
    emailRepliesHint: 'Turning this off stops the emails about all your requests.',
    what: 'your notification settings',
    savedOn: 'Emails on replies are on.',
    savedOff: 'Emails on replies are off.',
    saveFailed: 'The setting could not be saved. Try again.',
    mute: 'Mute emails about this request',
    muteHint: 'The other requests keep their emails.',
    muteWhat: 'this request’s email setting',
    muted: 'Emails about this request are muted.',
    unmuted: 'Emails about this request are on.',
    settingsLink: 'All notification settings',
  },
} as const);
