// The app's own user-facing texts, where the spec is silent (its §8 texts are the api client's MESSAGES).
// One module, imported by the screens and asserted by the e2e suite.

export const TEXTS = {
  /** Toast once a survey became a request. */
  requestSent: 'Your request was sent. A concierge will pick it up shortly.',
  /** Never says whether the email has an account (SECURITY.md: no enumeration). */
  resetRequested:
    'If an account exists for that email, we have sent a link to reset its password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unlocked: 'Your account is unlocked. You can sign in again.',
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
} as const;
