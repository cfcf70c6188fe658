import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '@concierge/app-locale';
import type { ReportLine, ServiceLevelReportResponse } from '@concierge/api-client';
import { calendarDay } from '../../features/formats/calendar-day';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { hoursOf, lineLabel, percentOf, shareCell } from './report-formats';
import { BusinessTime, ScrollingTable } from './report-table';
import { REPORT_TEXTS as T } from './report-texts';

type Report = ServiceLevelReportResponse['report'];

// The kit's colours: two series apart in hue (not only in lightness), each 3:1 or more against the surface.
const FIRST = 'var(--cui-color-primary)';
const SECOND = 'var(--cui-color-warning)';
const barsHeight = (lines: number) => 72 + lines * 44;
/** The longest name beside horizontal bars; a longer one is cut in the picture, never in the table. */
const NAME_LENGTH_MAX = 20;
const shortName = (name: string) =>
  name.length > NAME_LENGTH_MAX ? `${name.slice(0, NAME_LENGTH_MAX - 1)}…` : name;
/** Room for the names beside horizontal bars: about 8 px a character of the longest, as shortened. */
const namesWidth = (names: readonly string[]) =>
  24 + 8 * Math.max(4, ...names.map((name) => shortName(name).length));

/**
 * A chart and its numbers: the figure is named by its caption; the picture is hidden from screen readers
 * (recharts' SVG says nothing a table does not say better, and its own keyboard layer is off), and the same
 * data sits beside it as a table, which every reader can read.
 */
function ChartFigure(props: { id: string; caption: string; picture: ReactNode; table: ReactNode }) {
  const captionId = `${props.id}-caption`;
  return (
    <figure className="report-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{props.caption}</figcaption>
      <div className="report-figure__body">
        <div className="report-figure__picture" aria-hidden="true">
          {props.picture}
        </div>
        <ScrollingTable captionId={captionId} className="report-figure__data">
          <table className="reports__table" aria-labelledby={captionId}>
            {props.table}
          </table>
        </ScrollingTable>
      </div>
    </figure>
  );
}

/** One of the two series of a lines chart: its name, its value on the axis, and its cell in the table. */
interface LineSeries {
  name: string;
  value: (line: ReportLine) => number | null;
  cell: (line: ReportLine, locale: string) => ReactNode;
}

/** Two numbers of each line of the report as horizontal bars, one colour each, and as a table. */
function LineBarsChart(props: {
  report: Report;
  id: string;
  caption: string;
  /** The value axis: its unit after each tick, and its range when fixed (shares: 0 to 100). */
  unit: string;
  domain?: [number, number] | undefined;
  series: [LineSeries, LineSeries];
}) {
  const { report, series } = props;
  const { locale } = useLocale();
  const names = report.lines.map((line) => lineLabel(line, report.by));
  const data = report.lines.map((line, index) => ({
    label: names[index],
    first: series[0].value(line),
    second: series[1].value(line),
  }));
  return (
    <ChartFigure
      id={props.id}
      caption={props.caption}
      picture={
        <ResponsiveContainer width="100%" height={barsHeight(data.length)}>
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" unit={props.unit} {...(props.domain && { domain: props.domain })} />
            <YAxis type="category" dataKey="label" width={namesWidth(names)} tickFormatter={shortName} />
            <Legend itemSorter="dataKey" />
            <Bar dataKey="first" name={series[0].name} fill={FIRST} isAnimationActive={false} />
            <Bar dataKey="second" name={series[1].name} fill={SECOND} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{T.groupings[report.by]}</th>
              <th scope="col">{series[0].name}</th>
              <th scope="col">{series[1].name}</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line, index) => (
              <tr key={line.id ?? 'none'}>
                <th scope="row" dir="auto">
                  {names[index]}
                </th>
                <td>{series[0].cell(line, locale)}</td>
                <td>{series[1].cell(line, locale)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** The requests still open at the end of each day of the range, as an area over time. */
function BacklogChart({ report }: { report: Report }) {
  const day = useDateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const fullDay = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ChartFigure
      id="report-backlog"
      caption={T.backlogChart}
      picture={
        <ResponsiveContainer width="100%" height={260}>
          <AreaChart data={report.backlog} accessibilityLayer={false} margin={{ right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => day.format(calendarDay(date))}
              minTickGap={16}
            />
            <YAxis allowDecimals={false} width={40} />
            <Area
              type="linear"
              dataKey="open"
              name={T.open}
              stroke={FIRST}
              fill="var(--cui-color-primary-subtle)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              <th scope="col">{T.open}</th>
            </tr>
          </thead>
          <tbody>
            {report.backlog.map((point) => (
              <tr key={point.date}>
                <th scope="row">
                  <time dateTime={point.date}>{fullDay.format(calendarDay(point.date))}</time>
                </th>
                <td>{point.open}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** The report's three charts, each with its data beside it (below it on a narrow screen). */
export function ReportCharts({ report }: { report: Report }) {
  return (
    <section className="reports__charts" aria-labelledby="report-charts">
      <h2 id="report-charts">{T.chartsHeading}</h2>
      <LineBarsChart
        report={report}
        id="report-first-reply"
        caption={T.firstReplyChart}
        unit=" h"
        series={[
          {
            name: T.median,
            value: (line) => hoursOf(line.first_reply_p50_minutes),
            cell: (line, locale) => <BusinessTime minutes={line.first_reply_p50_minutes} locale={locale} />,
          },
          {
            name: T.ninetieth,
            value: (line) => hoursOf(line.first_reply_p90_minutes),
            cell: (line, locale) => <BusinessTime minutes={line.first_reply_p90_minutes} locale={locale} />,
          },
        ]}
      />
      <LineBarsChart
        report={report}
        id="report-within-target"
        caption={T.withinChart}
        unit="%"
        domain={[0, 100]}
        series={[
          {
            name: T.firstReply,
            value: (line) => percentOf(line.first_reply_within_target),
            cell: (line, locale) => shareCell(line.first_reply_within_target, locale),
          },
          {
            name: T.resolution,
            value: (line) => percentOf(line.resolution_within_target),
            cell: (line, locale) => shareCell(line.resolution_within_target, locale),
          },
        ]}
      />
      <BacklogChart report={report} />
    </section>
  );
}
