import { useSearchParams } from 'react-router';
import { useAuth } from '@concierge/auth';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { AccessRecordEntries, AccessRecordExport } from './access-record-entries';
import { filtersFrom, searchParamsOf } from './access-record-filters';
import { AccessRecordFilterForm } from './access-record-filter-form';
import { ACCESS_RECORD_TEXTS as T } from './access-record-texts';
import './access-record.css';

/**
 * /console/access-record (admins): every staff view of a requester's data and every staff action, newest
 * first, filtered by team member, request and days, and exported as CSV (docs/SECURITY.md#access-record).
 * The filters live in the address: a filtered view can be shared, and Back returns to the one before.
 */
export function AccessRecordPage() {
  usePageTitle(T.title);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  if (user?.role !== 'admin') {
    return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="access-record-page" />;
  }
  const filters = filtersFrom(params);
  return (
    <main id="main" className="cui-page access-record-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      {/* Keyed by the address: Back or a shared link shows its own filters in the form. */}
      <AccessRecordFilterForm
        key={params.toString()}
        value={filters}
        onApply={(next) => setParams(searchParamsOf(next))}
      />
      <AccessRecordExport filters={filters} />
      <AccessRecordEntries filters={filters} />
    </main>
  );
}
