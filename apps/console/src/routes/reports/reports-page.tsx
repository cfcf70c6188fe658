import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuth } from '@concierge/auth';
import type { ServiceLevelReportResponse } from '@concierge/api-client';
import { Button, EmptyState, saveFile } from '@concierge/ui';
import { useServices } from '../../app/services';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';
import { ReportCharts } from './report-charts';
import { reportCsv, reportCsvName } from './report-csv';
import { filtersFrom, searchParamsOf } from './report-filters';
import { ReportFilterForm } from './report-filter-form';
import { ReportTable } from './report-table';
import { REPORT_TEXTS as T } from './report-texts';
import './reports.css';

type Report = ServiceLevelReportResponse['report'];

/** The lines and the total as a CSV file, made here from the report on screen: no second call. */
function CsvDownload({ report }: { report: Report }) {
  return (
    <p className="reports__download">
      <Button
        variant="secondary"
        onClick={() =>
          saveFile(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }), reportCsvName(report))
        }
      >
        {T.download}
      </Button>
    </p>
  );
}

/** A report with requests: the lines table with its total and the CSV file, then the charts. */
function ReportContent({ report }: { report: Report }) {
  return (
    <>
      <p className="reports__zone">{T.timeZoneNote(report.time_zone)}</p>
      <section aria-labelledby="report-lines">
        <h2 id="report-lines">{T.linesHeading}</h2>
        <CsvDownload report={report} />
        <ReportTable report={report} />
      </section>
      <ReportCharts report={report} />
    </>
  );
}

/**
 * /console/reports (admins): how fast the team helped in a range of days, by company, concierge or category,
 * with the backlog over the range (docs/service-levels.md#reports). The choice lives in the address: a
 * report can be shared, and Back returns to the one before. This route is loaded on its own, with the
 * charts' library.
 */
export function ReportsPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useQuery({
    queryKey: ['service-level-report', filters.from, filters.to, filters.by],
    queryFn: async () => (await api.call('getServiceLevelReport', { query: filters })).data.report,
    enabled: isAdmin,
    // Another range keeps the last report on screen until its own arrives, rather than a blank page.
    placeholderData: keepPreviousData,
  });

  if (!isAdmin) return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="reports-page" />;
  const report = query.data;
  return (
    <main id="main" className="cui-page reports-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      {/* Keyed by the address: Back or a shared link shows its own choice in the form. */}
      <ReportFilterForm
        key={params.toString()}
        value={filters}
        onApply={(next) => setParams(searchParamsOf(next))}
      />
      <QueryState
        status={query.status}
        hasData={report !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {report && report.total.requests === 0 ? (
          <EmptyState title={T.empty} description={T.emptyHint} headingLevel={2} />
        ) : report ? (
          <ReportContent report={report} />
        ) : null}
      </QueryState>
    </main>
  );
}
