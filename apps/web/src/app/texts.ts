// The app's own user-facing texts, where the spec is silent (its §8 texts are the api client's MESSAGES).
// One module, imported by the screens and asserted by the e2e suite.

export const TEXTS = {
  /** Email notifications (issue 16): the settings page and the request page's mute control. */
  notifications: {
    title: 'Notifications',
    what: 'your notification settings',
    emailReplies: 'Email me when my concierge replies or moves a request',
    emailRepliesHint: 'One email per burst of messages; nothing for what you already read here.',
    muteRequest: 'Mute emails about this request',
    allSettings: 'All notification settings',
    saveFailed: 'Your change could not be saved. Please try again.',
    saved: 'Saved.',
  },
  /** Toast once a survey became a request. */
  requestSent: 'Your request was sent. A concierge will pick it up shortly.',
  /** Never says whether the email has an account (SECURITY.md: no enumeration). */
  resetRequested:
    'If an account exists for that email, we have sent a link to reset its password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unlocked: 'Your account is unlocked. You can sign in again.',
  termsLabel: 'I accept the terms of service',
  termsRequired: 'Accept the terms of service to create an account.',
  codeResent: 'We sent a new code.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /** The error state of a list or page, e.g. "We could not load your open requests." */
  loadFailed: (what: string) => `We could not load ${what}.`,
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
  /** The requester's side of a request's conversation (issue 10). */
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
} as const;
