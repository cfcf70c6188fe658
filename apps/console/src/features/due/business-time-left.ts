import type { RequestDue } from '@concierge/api-client';
import { formatBusinessDuration } from '../formats/business-duration';
import { durationUnits } from '../formats/duration-units';
import { DUE_TEXTS as T } from './due-texts';

/** From this many business minutes on, the minutes are left out: "38 h" says enough. */
const HOURS_ONLY_FROM = 10 * 60;

/**
 * Business minutes left as the queue says them, in hours and minutes only (a business day has no fixed
 * length): "25 min", "3 h 10 min", then whole hours from 10 h ("38 h"). Under a minute reads as 1 min.
 */
export function formatBusinessMinutes(minutes: number, locale = 'en'): string {
  const whole = Math.max(1, Math.floor(minutes));
  return whole >= HOURS_ONLY_FROM
    ? durationUnits(locale).unit(Math.floor(whole / 60), 'hour')
    : formatBusinessDuration(whole, locale);
}

/** How urgent a due time is: past it, within the policy's warning time, or neither. */
export type DueUrgency = 'overdue' | 'warning' | 'calm';

/** A request's due time in words, and how urgent it is: the words alone say due or overdue. */
export function describeDue(
  due: Pick<RequestDue, 'target' | 'business_minutes_left' | 'warning'>,
  locale = 'en',
): { text: string; urgency: DueUrgency } {
  const left = due.business_minutes_left;
  if (left < 0) {
    return { text: T.overdueBy[due.target](formatBusinessMinutes(-left, locale)), urgency: 'overdue' };
  }
  const urgency = due.warning || left === 0 ? 'warning' : 'calm';
  if (left === 0) return { text: T.dueNow[due.target], urgency };
  return { text: T.dueIn[due.target](formatBusinessMinutes(left, locale)), urgency };
}

/** Overdue first, then the earliest due time: the order of the "Due next" panel. */
export function byUrgency(a: RequestDue, b: RequestDue): number {
  const overdue = Number(b.business_minutes_left < 0) - Number(a.business_minutes_left < 0);
  return overdue || Date.parse(a.due_at) - Date.parse(b.due_at);
}
