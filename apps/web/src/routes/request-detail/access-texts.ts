// The texts of a request's access record (docs/SECURITY.md#access-record). Kept with the request page,
// out of the app's first load (bench/: the first-load budget).

import { localizable } from '@concierge/app-locale';

export const ACCESS_TEXTS = localizable('accessRecord', {
  heading: 'Who opened this request',
  intro: 'Each time someone on the concierge team opens this request or one of its files, it is listed here.',
  what: 'who opened this request',
  empty: 'No one on the team has opened this request yet.',
  /** One look, before its time, e.g. "Casey Concierge opened the request". */
  viewed: (name: string) => `${name} opened the request`,
  downloaded: (name: string) => `${name} opened a file`,
} as const);
