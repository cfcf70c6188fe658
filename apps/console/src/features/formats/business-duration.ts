import { durationUnits } from './duration-units';

/**
 * A policy's target or a report's time in business minutes, exactly to the minute and in hours and minutes
 * only (a business day is as long as a calendar's opening hours, so "2 d" would mean a different length in
 * every company): "42 min", "40 h", "32 h 30 min". The queue's time left rounds more (due/business-time-left).
 */
export function formatBusinessDuration(minutes: number, locale = 'en'): string {
  const { unit, both } = durationUnits(locale);
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : both(unit(hours, 'hour'), unit(rest, 'minute'));
}
