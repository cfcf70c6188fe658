// The team's reply promise on a request's page (service levels), in business time. Kept with the request
// page, out of the app's first load (bench/: the first-load budget).

import { localizable } from '@concierge/app-locale';

export const REPLY_PROMISE_TEXTS = localizable('replyPromise', {
  withinMinutes: (minutes: number) =>
    `We usually reply within ${minutes} business ${minutes === 1 ? 'minute' : 'minutes'}.`,
  withinHours: (hours: number) =>
    `We usually reply within ${hours} business ${hours === 1 ? 'hour' : 'hours'}.`,
  withinHoursAndMinutes: (hours: number, minutes: number) =>
    `We usually reply within ${hours} ${hours === 1 ? 'hour' : 'hours'} and ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of business hours.`,
} as const);
