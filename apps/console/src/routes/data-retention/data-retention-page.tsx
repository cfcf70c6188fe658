import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@concierge/auth';
import { EmptyState } from '@concierge/ui';
import { useServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { QueryState } from '../../features/query-state/query-state';
import { CompanyRetentionList } from './company-retention-list';
import { retentionPoliciesQuery } from './retention-queries';
import { DATA_RETENTION_TEXTS as T } from './data-retention-texts';
import './data-retention.css';

/**
 * /console/data-retention (admins): each company's retention policy, set after a dry run and removed after a
 * confirmation (docs/team-console.md#data-retention, docs/personal-data.md#retention).
 */
export function DataRetentionPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const query = useQuery({ ...retentionPoliciesQuery(api), enabled: isAdmin });
  const [editing, setEditing] = useState<number | null>(null);

  if (!isAdmin)
    return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="data-retention-page" />;
  const companies = query.data?.companies ?? [];
  return (
    <main id="main" className="cui-page data-retention-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {companies.length === 0 ? (
          <EmptyState title={T.empty} description={T.emptyHint} headingLevel={2} />
        ) : (
          <CompanyRetentionList companies={companies} editing={editing} onEdit={setEditing} />
        )}
      </QueryState>
    </main>
  );
}
