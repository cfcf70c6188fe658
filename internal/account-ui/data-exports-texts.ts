// Data exports in both apps (docs/personal-data.md#export): the web's "Your data" page and the console's
// data requests. Imported by those lazily loaded screens only.

import { localizable } from '@concierge/app-locale';

export const DATA_EXPORT_TEXTS = localizable('dataExports', {
  listHeading: 'Copies asked for',
  what: 'your copies',
  empty: 'No copies yet.',
  /** {0}: when it was asked for. */
  askedOn: (when: string) => `Asked for on ${when}`,
  queued: 'Being prepared. We will email you when it is ready.',
  /** {0}: the last day it can be downloaded. */
  readyUntil: (when: string) => `Ready. It can be downloaded until ${when}.`,
  expired: 'Expired: its 7 days are over. Ask for a new copy.',
  failed: 'It could not be prepared. Ask for a new copy.',
  /** {0}: the person's name, {1} their email: an admin's copy of someone else's data. */
  subject: (name: string, email: string) => `Data of ${name} (${email})`,
  downloadFailed: 'The copy could not be downloaded. Try again.',
} as const);
