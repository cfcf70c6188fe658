// The texts of the "Your data" page (docs/personal-data.md#export). Kept with the page, out of the app's
// first load (bench/: the first-load budget).

import { localizable } from '@concierge/app-locale';

export const YOUR_DATA_TEXTS = localizable('yourData', {
  title: 'Your data',
  intro:
    'Get a copy of everything Concierge keeps about you: your account, requests and their conversations, files, ratings, settings, second factors (never their secrets) and sign-ins.',
  how: 'It is prepared in the background as a ZIP file with a page to read it and a data file for programs. We email you when it is ready; you then download it here, signed in, within 7 days.',
  ask: 'Prepare a copy of my data',
  asking: 'Asking',
  asked: 'We are preparing your copy. We will email you when it is ready.',
  askFailed: 'We could not ask for a copy. Please try again.',
  deleteHeading: 'Delete your account',
  deleteIntro:
    'Deleting your account removes your name, email, files, second factors and sign-ins. The concierge team keeps a record of your requests with everything you and they wrote removed.',
  deleteWhen:
    'It happens 14 days after you ask, and you are signed out everywhere now. Signing in before then keeps your account as it is.',
  password: 'Your password',
  passwordRequired: 'Enter your password.',
  delete: 'Delete my account',
  deleting: 'Asking',
  /** {0}: the date and time the account will be deleted. */
  deleted: (when: string) =>
    `Your account will be deleted on ${when}. We emailed you. Sign in before then if you change your mind.`,
} as const);
