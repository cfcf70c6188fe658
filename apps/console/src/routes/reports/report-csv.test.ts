import { describe, expect, it } from 'vitest';
import type { ReportLine, ServiceLevelReportResponse } from '@concierge/api-client';
import { fixtures } from '@concierge/api-client/mocks';
import { reportCsv, reportCsvName } from './report-csv';
import { durationCell, isoDuration, lineLabel, shareCell } from './report-formats';

const report: ServiceLevelReportResponse['report'] = fixtures.responses.getServiceLevelReport.report;
const BOM = '\uFEFF';

const line = (label: string | null, overrides: Partial<ReportLine> = {}): ReportLine => ({
  ...report.lines[0]!,
  id: 9,
  label,
  ...overrides,
});

/** The file's rows, without its byte order mark. */
const rowsOf = (csv: string) => csv.replace(BOM, '').split('\r\n');

describe('the report as a CSV file', () => {
  it('has a header row naming each column and its unit, then the lines and the total', () => {
    const csv = reportCsv(report);
    expect(csv.startsWith(BOM)).toBe(true);
    const rows = rowsOf(csv);
    expect(rows[0]).toBe(
      'Company,Requests,' +
        '"First reply, median (business minutes)","First reply, 90th percentile (business minutes)",' +
        '"Resolution, median (business minutes)","Resolution, 90th percentile (business minutes)",' +
        'First reply within target (%),Resolved within target (%),Ratings,Rated good (%)',
    );
    expect(rows[1]).toBe('Demo Company,120,42,185,610,1980,92,87,40,84');
    // The line without a company says so; the total closes the file.
    expect(rows[3]).toMatch(/^No company,6,/);
    expect(rows[4]).toMatch(/^Total,171,/);
    expect(rows[5]).toBe('');
  });

  it('quotes what needs it (RFC 4180) and defuses what a spreadsheet would run', () => {
    const csv = reportCsv({
      ...report,
      by: 'concierge',
      lines: [
        line('Smith, "Jo"'),
        line('=HYPERLINK("http://x")'),
        line('+1'),
        line('-2'),
        line('@SUM(A1)'),
        line('\tTab'),
        line('\rReturn'),
        line('Two\nlines'),
        line(null, { first_reply_p50_minutes: null, good_rating_share: null }),
      ],
    });
    const body = csv.replace(BOM, '');
    expect(body).toContain('\r\n"Smith, ""Jo""",');
    expect(body).toContain('\r\n"\'=HYPERLINK(""http://x"")",');
    expect(body).toContain("\r\n'+1,");
    expect(body).toContain("\r\n'-2,");
    expect(body).toContain("\r\n'@SUM(A1),");
    expect(body).toContain("\r\n'\tTab,");
    expect(body).toContain('\r\n"\'\rReturn",');
    expect(body).toContain('\r\n"Two\nlines",');
    // Nobody assigned, and nothing measured: empty cells, not zeros.
    expect(body).toContain('\r\nUnassigned,120,,185,');
    expect(body).toMatch(/\r\nUnassigned,.*,40,\r\n/);
  });

  it('is named after its grouping and dates', () => {
    expect(reportCsvName(report)).toBe('service-levels-by-company-2026-11-01-to-2026-11-30.csv');
  });
});

describe('the report’s cells on the page', () => {
  it('names a line without a company, assignee or category by what that means', () => {
    expect(lineLabel({ label: null }, 'company')).toBe('No company');
    expect(lineLabel({ label: null }, 'concierge')).toBe('Unassigned');
    expect(lineLabel({ label: null }, 'category')).toBe('No category');
    expect(lineLabel({ label: 'Northwind' }, 'company')).toBe('Northwind');
  });

  it('says times in business hours and minutes, shares in whole percent, and nothing measured as —', () => {
    expect(durationCell(185, 'en')).toBe('3 h 5 min');
    expect(durationCell(null, 'en')).toBe('—');
    expect(shareCell(0.875, 'en')).toBe('88%');
    expect(shareCell(null, 'en')).toBe('—');
    // A time's markup: <time datetime="PT3H5M">.
    expect(isoDuration(185)).toBe('PT3H5M');
    expect(isoDuration(0.4)).toBe('PT0H0M');
  });
});
