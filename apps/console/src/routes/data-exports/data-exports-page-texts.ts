// The texts of the console's data requests page (docs/personal-data.md#export). Kept with the page, out
// of the console's first load.

import { localizable } from '@concierge/app-locale';

export const DATA_REQUEST_TEXTS = localizable('dataRequests', {
  nav: 'Data requests',
  title: 'Data requests',
  intro:
    'When someone asks for the data Concierge keeps about them, prepare a copy here: the same ZIP file they can get from their own account page. It is prepared in the background, we email you when it is ready, and you can download it for 7 days. Each copy you prepare is on the access record.',
  adminsOnly: 'Only admins can prepare a copy of someone’s data.',
  formHeading: 'Prepare a copy of someone’s data',
  email: 'Email of their account',
  emailHint: 'The address they sign in with.',
  emailInvalid: 'Enter an email address, like name@example.com.',
  prepare: 'Prepare a copy',
  preparing: 'Asking',
  /** {0}: the person's name. */
  prepared: (name: string) =>
    `We are preparing a copy of the data of ${name}. We will email you when it is ready.`,
  prepareFailed: 'The copy could not be asked for. Try again.',
  /** The requester panel's link to this page, with the person filled in. */
  fromPanel: 'Prepare a copy of their data',
} as const);
