const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait as the queue says it: "under 1 min", "12 min", "3 h 5 min", "2 d 4 h" (two units at most). */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return 'under 1 min';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return minutes ? `${Math.floor(ms / HOUR)} h ${minutes} min` : `${Math.floor(ms / HOUR)} h`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return hours ? `${Math.floor(ms / DAY)} d ${hours} h` : `${Math.floor(ms / DAY)} d`;
}
