// Every text the console shows, in one module: imported by the screens and asserted by the tests. It is the
// English source of the console's catalogs: registered with `localizable`, translated in place
// when another language is active, so screens read `TEXTS.x` when they render, never into a constant.

import { DEFAULT_STATUS, MESSAGES } from '@concierge/api-client';
import { localizable } from '@concierge/app-locale';

// The api client's error texts (docs/api.md#error-catalogue) the console shows, translated in place like the console's own: the
// client reads `MESSAGES.x` when it throws, so its readonly (`as const`) object is written to, on purpose.
localizable('messages', MESSAGES as Record<keyof typeof MESSAGES, string>);

export const TEXTS = localizable('console', {
  appName: 'Concierge console',
  /** The document's title: "{page} · Concierge console", so each page is announced by name. */
  documentTitle: (page: string, app: string) => `${page} · ${app}`,
  skipToContent: 'Skip to content',
  /** The header's navigation between the console's pages. */
  navLabel: 'Console',
  loading: 'Loading',
  /** What a loading state announces, e.g. "Loading the team". */
  loadingWhat: (what: string) => `Loading ${what}`,
  /** For "We could not load your account.", when the signed-in user cannot be read. */
  accountWhat: 'your account',
  signOut: 'Sign out',
  signingOut: 'Signing out',
  /** Shown on the sign-in page after a requester signed in here, or a concierge endpoint answered 403. */
  notConcierge: 'This console is for concierge staff.',
  /** The language switch on the sign-in page and in the header. */
  language: {
    label: 'Language',
    /** The language's own name (it did not load, so the page stays in the one it was in). */
    failed: (language: string) => `${language} could not be loaded. Check your connection and try again.`,
    saveFailed: 'The language changed on this device, but your account could not be updated. Try again.',
  },
  /** The status the requester sees (docs/requests.md#entities default for each list), as the server sends it. */
  requestStatus: { ...DEFAULT_STATUS },
  /** /console/devices; the list's own words are the kit's DEVICE_LIST_TEXTS. */
  devices: {
    nav: 'Devices',
    intro:
      'These browsers are signed in to your staff account. If you do not recognise one, sign it out and change your password.',
    what: 'your signed-in devices',
  },
  signIn: {
    title: 'Sign in to the console',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in',
    required: 'Enter your email and password.',
  },
  mfa: {
    title: 'Two-step verification',
    sendIntro: 'Your account uses two-step verification. We will text a 6-digit code to the phone on file.',
    send: 'Send code',
    sending: 'Sending code',
    codeIntro: 'We texted a 6-digit code to your phone. It works for 5 minutes.',
    code: 'Code',
    codeRequired: 'Enter the 6-digit code.',
    verify: 'Verify',
    verifying: 'Verifying',
    resend: 'Send a new code',
    resent: 'We sent a new code.',
    /** Under the spec's "Unable to request MFA token at this time." when the resend rule gave a Retry-After. */
    codeWait: (seconds: number) =>
      `You can ask for a new code in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    enrollFirst:
      'Your account must set up two-step verification before it can use the console. Set it up in the Concierge app, then sign in here again.',
  },
  /**
   * A member of the team without a second factor meets this screen before anything else
   * (docs/SECURITY.md#staff-second-factor); its app and passkey parts reuse `security` and `passkeys`.
   */
  secondFactor: {
    title: 'Set up two-step verification',
    intro:
      'Staff accounts can read every requester’s details, so each sign-in to the console takes a second step. Set up an authenticator app or add a passkey to continue.',
    appIntro:
      'An authenticator app on your phone or in your password manager shows a new 6-digit code every 30 seconds.',
    done: 'Two-step verification is on. Save your recovery codes: the console opens when you are done.',
  },
  /** The staff member's sign-in security page. */
  security: {
    title: 'Sign-in security',
    nav: 'Security',
    codesHeading: 'Recovery codes',
    codesLeft: (left: number) => `You have ${left} unused recovery ${left === 1 ? 'code' : 'codes'}.`,
    codesNone: 'Recovery codes come with your first second factor.',
    regenerate: 'Make new recovery codes',
    regenerateConfirmBody: 'Your current recovery codes will stop working.',
    newCodesHeading: 'Save your recovery codes',
    newCodesIntro: 'This is the only time they are shown. Keep them somewhere safe: each works once.',
    copy: 'Copy codes',
    copied: 'Codes copied.',
    download: 'Download codes',
    done: 'I saved my codes',
    downloadName: 'concierge-recovery-codes.txt',
    loadFailed: 'We could not load your sign-in security.',
  },
  queue: {
    title: 'Request queue',
    tabsLabel: 'Request lists',
    tab: { open: 'Open', in_progress: 'In progress', completed: 'Completed' },
    /** The tab title with its count once known, e.g. "Open (3)". */
    tabWithCount: (title: string, count: number) => `${title} (${count})`,
    search: 'Search requests',
    /** Each list's name, e.g. "Open requests". */
    listLabel: {
      open: 'Open requests',
      in_progress: 'In progress requests',
      completed: 'Completed requests',
    },
    /** What a list's loading and error states name. */
    listWhat: {
      open: 'open requests',
      in_progress: 'in progress requests',
      completed: 'completed requests',
    },
    loadMore: 'Load more',
    loadingMore: 'Loading more requests',
    empty: {
      open: 'No open requests',
      in_progress: 'No requests in progress',
      completed: 'No completed requests',
    },
    emptySearch: (q: string) => `Nothing matches “${q}”.`,
    created: 'Created',
    waiting: 'Waiting on requester',
    viewsLabel: 'Whose requests',
    view: { all: 'All', mine: 'Mine', unassigned: 'Unassigned' },
    /** A view's button with its count once known, e.g. "Mine (2)". */
    viewWithCount: (title: string, count: number) => `${title} (${count})`,
    waitingSince: 'Waiting',
    /** A wait under a minute: "under 1 min" (the duration is formatted in the reader's language). */
    waitUnder: (duration: string) => `under ${duration}`,
    /** The requester and their company (a requester without one is shown by name alone). */
    requesterWithCompany: (name: string, company: string) => `${name}, ${company}`,
    assignee: (name: string) => `Assigned to ${name}`,
    unassigned: 'Unassigned',
  },
  /** The team's saved replies, managed on their own page and inserted from the composer. */
  savedReplies: {
    nav: 'Saved replies',
    title: 'Saved replies',
    intro: 'Replies the whole team can insert into the composer of any request.',
    what: 'the saved replies',
    listLabel: 'The team’s saved replies',
    empty: 'No saved replies yet',
    emptyHint: 'Write one the team sends often, such as a greeting or the next steps.',
    add: 'New saved reply',
    newHeading: 'New saved reply',
    editHeading: (title: string) => `Edit “${title}”`,
    titleLabel: 'Title',
    titleHint: 'Shown in the composer’s list of saved replies.',
    bodyLabel: 'Reply',
    save: 'Save reply',
    saving: 'Saving reply',
    cancel: 'Cancel',
    edit: 'Edit',
    editNamed: (title: string) => `Edit ${title}`,
    delete: 'Delete',
    deleteNamed: (title: string) => `Delete ${title}`,
    deleteTitle: (title: string) => `Delete “${title}”?`,
    deleteDescription: 'The team can no longer insert it. Messages already sent with it stay as they are.',
    created: (title: string) => `Saved reply “${title}” created.`,
    updated: (title: string) => `Saved reply “${title}” saved.`,
    deleted: (title: string) => `Saved reply “${title}” deleted.`,
    updatedAt: (date: string) => `Updated ${date}`,
    titleRequired: 'Give the reply a title.',
    titleTooLong: (max: number, length: number) =>
      `Keep the title to ${max} characters or fewer (it has ${length}).`,
    bodyRequired: 'Write the reply.',
    bodyTooLong: (max: number) =>
      `The reply is too long: keep it under ${max.toLocaleString('en-US')} characters of formatted text.`,
    fixErrors: 'Correct the fields marked below.',
    failed: 'The saved reply could not be saved. Try again.',
    deleteFailed: 'The saved reply could not be deleted. Try again.',
    gone: 'This saved reply was deleted by a colleague meanwhile. The list now shows the latest.',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFound: 'There is no page at this address.',
    crashTitle: 'Something went wrong',
    crash: 'An unexpected error stopped this page. Please reload and try again.',
  },
  /** Passkeys (the list's own texts are the kit's PASSKEY_LIST_TEXTS). */
  passkeys: {
    heading: 'Passkeys',
    intro: 'Sign in with your fingerprint, face or device PIN: a passkey cannot be phished.',
    what: 'your passkeys',
    enrolTitle: 'Add a passkey to continue',
    enrolIntro:
      'The console requires a passkey for staff. Add one on this device; from then on you verify with it when you sign in.',
    // Not "Sign in with a passkey": the password form's "Sign in" button stays the only "Sign in" name.
    signIn: 'Continue with a passkey',
    signingIn: 'Waiting for your passkey',
    useForMfa: 'Use a passkey',
    usingForMfa: 'Waiting for your passkey',
    mfaIntro: 'Verify with a passkey on this device.',
  },
  loadFailed: (what: string) => `We could not load ${what}.`,
  tryAgain: 'Try again',
  request: {
    fallbackTitle: 'Request',
    /** What the request page's loading and error states name. */
    what: 'request',
    back: 'Back to the queue',
    notFound: 'This request does not exist.',
    answers: 'Survey answers',
    noAnswers: 'No answers were recorded.',
    /** An answer left empty. */
    emptyAnswer: '—',
    thread: 'Messages',
    noMessages: 'No messages yet',
    noMessagesHint: 'Write the first reply below.',
    messageFrom: (author: string) => `Message from ${author}`,
    attachments: 'Attachments',
    downloadFailed: 'The file could not be downloaded. Please try again.',
    /** Before the status badge, for screen readers. */
    statusLabel: 'Status:',
    moves: 'Move request',
    /** The collision notice. */
    alsoViewing: (names: string) => `${names} also has this request open.`,
    typing: (names: string) => `${names} is typing a reply.`,
    assignment: 'Assignment',
    assignedTo: (name: string) => `Assigned to ${name}`,
    assignedToYou: 'Assigned to you',
    unassigned: 'Nobody handles this request yet.',
    take: 'Take it',
    putBack: 'Put back',
    giveTo: 'Give to a colleague',
    give: 'Give',
    choose: 'Choose…',
    assignFailed: 'The assignment could not be changed. The page now shows the latest.',
    requester: 'Requester',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    otherRequests: 'Their other requests',
    noOtherRequests: 'No other requests.',
  },
  moves: {
    in_progress: 'Start work',
    completed: 'Mark completed',
    open: 'Back to open',
    moving: 'Moving request',
    moved: (status: string) => `Moved to ${status}.`,
    failed: 'The request could not be moved. It may have changed; the page now shows its latest state.',
  },
  composer: {
    title: 'Reply',
    label: 'Reply to the requester',
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    code: 'Code',
    link: 'Link',
    /** A toolbar button's tooltip: its name and shortcut, e.g. "Bold (Ctrl+B)". */
    withShortcut: (label: string, shortcut: string) => `${label} (${shortcut})`,
    linkPrompt: 'Link address (leave empty to remove the link)',
    applyLink: 'Apply link',
    cancelLink: 'Cancel',
    linkInvalid: 'Links must start with http://, https:// or mailto:.',
    attachment: 'Attachment',
    /** The size comes formatted in the reader's language ("25 MB", "25 Mo"). */
    attachmentHint: (maxSize: string) => `One file, up to ${maxSize}.`,
    send: 'Send reply',
    sending: 'Sending reply',
    empty: 'Write a message before sending.',
    uploading: 'Wait for the upload to finish.',
    sent: 'Reply sent.',
    modeLabel: 'What you write',
    modeReply: 'Reply to requester',
    modeInternal: 'Internal note',
    internalLabel: 'Internal note for the team (the requester never sees it)',
    sendInternal: 'Add internal note',
    sentInternal: 'Internal note added.',
    savedReply: 'Saved reply',
    insertSavedReply: 'Insert',
    noSavedReplies: 'No saved replies yet',
    failed: 'The reply could not be sent. Your draft is kept; try again.',
  },
} as const);
