import type { ReactNode } from 'react';
import { useLocale } from '@concierge/app-locale';
import type { ReportLine, ServiceLevelReportResponse } from '@concierge/api-client';
import { durationCell, isoDuration, lineLabel, shareCell } from './report-formats';
import { REPORT_TEXTS as T } from './report-texts';

type Report = ServiceLevelReportResponse['report'];

/**
 * A table that scrolls sideways inside the page on a narrow screen rather than widening it. It can take the
 * focus, so that a keyboard can scroll it too, and is named by its caption.
 */
export function ScrollingTable({
  captionId,
  className,
  children,
}: {
  captionId: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={`reports__scroll ${className ?? ''}`}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** A time of the report in business hours and minutes, marked up as the duration it is; "—" for none. */
export function BusinessTime({ minutes, locale }: { minutes: number | null; locale: string }) {
  if (minutes === null) return durationCell(minutes, locale);
  return <time dateTime={isoDuration(minutes)}>{durationCell(minutes, locale)}</time>;
}

/** One line's cells after its name, in the columns' order. */
function LineCells({ line }: { line: ReportLine }) {
  const { locale } = useLocale();
  return (
    <>
      <td>{line.requests}</td>
      <td>
        <BusinessTime minutes={line.first_reply_p50_minutes} locale={locale} />
      </td>
      <td>
        <BusinessTime minutes={line.first_reply_p90_minutes} locale={locale} />
      </td>
      <td>
        <BusinessTime minutes={line.resolution_p50_minutes} locale={locale} />
      </td>
      <td>
        <BusinessTime minutes={line.resolution_p90_minutes} locale={locale} />
      </td>
      <td>{shareCell(line.first_reply_within_target, locale)}</td>
      <td>{shareCell(line.resolution_within_target, locale)}</td>
      <td>{line.ratings}</td>
      <td>{shareCell(line.good_rating_share, locale)}</td>
    </>
  );
}

/** The report's lines, one a company, concierge or category, with the total as the table's footer. */
export function ReportTable({ report }: { report: Report }) {
  const captionId = 'report-lines-caption';
  return (
    <ScrollingTable captionId={captionId}>
      <table className="reports__table">
        <caption id={captionId}>{T.linesLabel[report.by]}</caption>
        <thead>
          <tr>
            <th scope="col">{T.groupings[report.by]}</th>
            <th scope="col">{T.requests}</th>
            <th scope="col">{T.firstReplyP50}</th>
            <th scope="col">{T.firstReplyP90}</th>
            <th scope="col">{T.resolutionP50}</th>
            <th scope="col">{T.resolutionP90}</th>
            <th scope="col">{T.firstReplyWithin}</th>
            <th scope="col">{T.resolutionWithin}</th>
            <th scope="col">{T.ratings}</th>
            <th scope="col">{T.goodShare}</th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((line) => (
            <tr key={line.id ?? 'none'}>
              <th scope="row" dir="auto">
                {lineLabel(line, report.by)}
              </th>
              <LineCells line={line} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.total}</th>
            <LineCells line={report.total} />
          </tr>
        </tfoot>
      </table>
    </ScrollingTable>
  );
}
