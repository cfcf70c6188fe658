// The report's lines as a CSV file made in the browser (RFC 4180: CRLF lines, fields with a comma, quote or
// line break quoted, quotes doubled), through export-to-csv (README.md: Libraries). A cell that starts with
// = + - @, a tab or a carriage return gets a leading apostrophe, the rule of the API's own CSV (the access
// record): a spreadsheet would run it as a formula otherwise, and line names are companies' and people's.
import { asString, generateCsv, mkConfig } from 'export-to-csv';
import type { ServiceLevelReportResponse } from '@concierge/api-client';
import { lineLabel, percentOf } from './report-formats';
import { REPORT_TEXTS as T } from './report-texts';

type Report = ServiceLevelReportResponse['report'];

const minutesOf = (minutes: number | null) => (minutes === null ? '' : Math.round(minutes));
const percentCell = (share: number | null) => percentOf(share) ?? '';

/** The columns, their names in the reader's language (read when the file is made, never kept). */
function columns(report: Report) {
  return [
    { key: 'label', displayLabel: T.groupings[report.by] },
    { key: 'requests', displayLabel: T.requests },
    { key: 'first_reply_p50', displayLabel: T.csvMinutes(T.firstReplyP50) },
    { key: 'first_reply_p90', displayLabel: T.csvMinutes(T.firstReplyP90) },
    { key: 'resolution_p50', displayLabel: T.csvMinutes(T.resolutionP50) },
    { key: 'resolution_p90', displayLabel: T.csvMinutes(T.resolutionP90) },
    { key: 'first_reply_within', displayLabel: T.csvPercent(T.firstReplyWithin) },
    { key: 'resolution_within', displayLabel: T.csvPercent(T.resolutionWithin) },
    { key: 'ratings', displayLabel: T.ratings },
    { key: 'good_share', displayLabel: T.csvPercent(T.goodShare) },
  ];
}

/**
 * The lines, then the total, one row each: times in whole business minutes and shares in percent, as
 * numbers a spreadsheet can sum; empty where nothing was measured. Starts with a byte order mark, which
 * spreadsheets need to read the names' accents as UTF-8.
 */
export function reportCsv(report: Report): string {
  const row = (line: Report['total'], label: string) => ({
    label,
    requests: line.requests,
    first_reply_p50: minutesOf(line.first_reply_p50_minutes),
    first_reply_p90: minutesOf(line.first_reply_p90_minutes),
    resolution_p50: minutesOf(line.resolution_p50_minutes),
    resolution_p90: minutesOf(line.resolution_p90_minutes),
    first_reply_within: percentCell(line.first_reply_within_target),
    resolution_within: percentCell(line.resolution_within_target),
    ratings: line.ratings,
    good_share: percentCell(line.good_rating_share),
  });
  const config = mkConfig({
    columnHeaders: columns(report),
    quoteStrings: false,
    escapeFormulas: true,
    useBom: true,
  });
  const rows = [
    ...report.lines.map((line) => row(line, lineLabel(line, report.by))),
    row(report.total, T.total),
  ];
  return asString(generateCsv(config)(rows));
}

/** The file's name: the report's grouping and dates. */
export const reportCsvName = (report: Pick<Report, 'by' | 'from' | 'to'>) =>
  `service-levels-by-${report.by}-${report.from}-to-${report.to}.csv`;
