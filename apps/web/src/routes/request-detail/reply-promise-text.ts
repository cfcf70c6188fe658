import { REPLY_PROMISE_TEXTS as T } from './reply-promise-texts';

/**
 * The team's reply target in words, in business hours and minutes (a business day has no fixed length, so
 * never days): 240 → "We usually reply within 4 business hours.", 90 → "… within 1 hour and 30 minutes of
 * business hours.", 45 → "… within 45 business minutes."
 */
export function replyPromiseText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return T.withinMinutes(rest);
  return rest === 0 ? T.withinHours(hours) : T.withinHoursAndMinutes(hours, rest);
}
