// The reports page's texts (docs/service-levels.md#reports), asserted by the e2e test.
import { localizable } from '@concierge/app-locale';

export const REPORT_TEXTS = localizable('console-reports', {
  nav: 'Reports',
  title: 'Reports',
  intro:
    'How fast the team helped: requests made between two dates, their first reply and resolution times in business hours, the share within target and the ratings; and the requests still open at the end of each day.',
  adminsOnly: 'Only an admin can read the reports.',
  what: 'the report',
  filtersLabel: 'Choose the report',
  from: 'From',
  to: 'Until',
  rangeInvalid: 'Choose a start date on or before the end date, at most 366 days apart.',
  dateMissing: 'Choose a date.',
  groupBy: 'Group by',
  groupings: { company: 'Company', concierge: 'Concierge', category: 'Category' },
  apply: 'Show',
  applying: 'Showing',
  /** What the dates and times are counted in: "Dates and business hours in Europe/Paris." */
  timeZoneNote: (zone: string) => `Dates and business hours in ${zone}.`,
  empty: 'No requests in these dates',
  emptyHint: 'Choose other dates: the report counts the requests made between them.',
  linesHeading: 'Requests and times',
  /** The lines table's name, by grouping. */
  linesLabel: {
    company: 'Requests and times by company',
    concierge: 'Requests and times by concierge',
    category: 'Requests and times by category',
  },
  requests: 'Requests',
  firstReplyP50: 'First reply, median',
  firstReplyP90: 'First reply, 90th percentile',
  resolutionP50: 'Resolution, median',
  resolutionP90: 'Resolution, 90th percentile',
  firstReplyWithin: 'First reply within target',
  resolutionWithin: 'Resolved within target',
  ratings: 'Ratings',
  goodShare: 'Rated good',
  total: 'Total',
  /** A line without a company, assignee or category. */
  noLabel: { company: 'No company', concierge: 'Unassigned', category: 'No category' },
  none: '—',
  download: 'Download CSV',
  downloaded: 'The CSV file was downloaded.',
  /** The CSV file's columns of times and shares: their units are in the name, the cells are numbers. */
  csvMinutes: (column: string) => `${column} (business minutes)`,
  csvPercent: (column: string) => `${column} (%)`,
  chartsHeading: 'Charts',
  firstReplyChart: 'First reply time per line, median and 90th percentile, in business hours',
  withinChart: 'Share of requests within target per line, first reply and resolution',
  backlogChart: 'Requests still open at the end of each day',
  /** A chart's data table, beside it: the same numbers, for reading and screen readers. */
  chartData: (chart: string) => `Data: ${chart}`,
  median: 'Median',
  ninetieth: '90th percentile',
  firstReply: 'First reply',
  resolution: 'Resolution',
  day: 'Day',
  open: 'Open requests',
  /** A time in the table: business hours and minutes. */
  hoursUnit: 'business hours',
});
