import { TEXTS } from '../../app/texts';
import { durationUnits } from '../formats/duration-units';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait as the queue says it, the two largest units at most: "under 1 min", "12 min", "3 h 5 min",
 * "2 d 4 h" in English (the console's own short units); another language's short units and list through
 * Intl ("3 h 5 min", "3 س و5 د").
 */
export function formatWait(ms: number, locale = 'en'): string {
  const { unit, both } = durationUnits(locale);
  if (ms < MINUTE) return TEXTS.queue.waitUnder(unit(1, 'minute'));
  if (ms < HOUR) return unit(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    const hours = unit(Math.floor(ms / HOUR), 'hour');
    return minutes ? both(hours, unit(minutes, 'minute')) : hours;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  const days = unit(Math.floor(ms / DAY), 'day');
  return hours ? both(days, unit(hours, 'hour')) : days;
}
