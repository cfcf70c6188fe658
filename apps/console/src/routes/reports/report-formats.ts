// A report's cells as the page shows them: the line's name (or what its absence means), business times in
// hours and minutes, shares as whole percentages; "—" where nothing was measured (no first reply yet, no
// rating).
import type { ReportGrouping, ReportLine } from '@concierge/api-client';
import { formatPercent } from '@concierge/ui';
import { formatBusinessDuration } from '../../features/formats/business-duration';
import { REPORT_TEXTS as T } from './report-texts';

/** A line's name: its company, concierge or category; for none, what that means by this grouping. */
export const lineLabel = (line: Pick<ReportLine, 'label'>, by: ReportGrouping): string =>
  line.label ?? T.noLabel[by];

/** Business minutes as "3 h 5 min", or "—" when none were measured. */
export const durationCell = (minutes: number | null, locale: string): string =>
  minutes === null ? T.none : formatBusinessDuration(minutes, locale);

/** Business minutes as an ISO 8601 duration (`PT4H30M`), for a `<time>` element's `datetime`. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `PT${Math.floor(whole / 60)}H${whole % 60}M`;
}

/** A share (0 to 1) as a whole percentage, or "—" when there was nothing to count. */
export const shareCell = (share: number | null, locale: string): string =>
  share === null ? T.none : formatPercent(Math.round(share * 100), locale);

/** Business minutes as hours with one decimal, for a chart's axis (null stays null: no bar). */
export const hoursOf = (minutes: number | null): number | null =>
  minutes === null ? null : Math.round((minutes / 60) * 10) / 10;

/** A share as a percentage with one decimal, for a chart's axis and the CSV file. */
export const percentOf = (share: number | null): number | null =>
  share === null ? null : Math.round(share * 1000) / 10;
