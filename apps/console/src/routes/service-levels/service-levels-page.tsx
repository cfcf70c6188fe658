import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@concierge/auth';
import { Button, EmptyState } from '@concierge/ui';
import { useServices } from '../../app/services';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';
import { CompanyServiceLevelList, editButtonId } from './company-service-level-list';
import { ServiceLevelForm } from './service-level-form';
import { serviceLevelsQuery } from './service-level-queries';
import { ServiceLevelSummary } from './service-level-summary';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';
import './service-levels.css';

/**
 * /console/service-levels (admins): the default policy and each company's own, set, changed and removed
 * here (docs/service-levels.md#policies). The team reads policies through the queue's due times; only admins
 * come here, and the server refuses anyone else's change.
 */
export function ServiceLevelsPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const query = useQuery({ ...serviceLevelsQuery(api), enabled: isAdmin });
  const [editing, setEditing] = useState<number | 'default' | null>(null);
  // The form replaced its button: once it closes, the focus goes back to that button rather than the page.
  const lastEdited = useRef<number | 'default' | null>(null);
  useEffect(() => {
    if (editing !== null) lastEdited.current = editing;
    else if (lastEdited.current !== null) document.getElementById(editButtonId(lastEdited.current))?.focus();
  }, [editing]);

  if (!isAdmin)
    return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="service-levels-page" />;
  const data = query.data;
  return (
    <main id="main" className="cui-page service-levels-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      <QueryState
        status={query.status}
        hasData={data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {data ? (
          <>
            <section className="service-level service-level--default" aria-labelledby="service-level-default">
              <h2 id="service-level-default">{T.defaultHeading}</h2>
              <ServiceLevelSummary policy={data.default} />
              {editing === 'default' ? (
                <ServiceLevelForm
                  company={null}
                  start={data.default}
                  onDone={() => setEditing(null)}
                  headingLevel={3}
                />
              ) : (
                <div className="service-level__actions">
                  <Button
                    id={editButtonId('default')}
                    variant="secondary"
                    aria-label={T.changeDefault}
                    disabled={editing !== null}
                    onClick={() => setEditing('default')}
                  >
                    {T.change}
                  </Button>
                </div>
              )}
            </section>
            <section aria-labelledby="service-level-companies">
              <h2 id="service-level-companies">{T.companiesHeading}</h2>
              {data.companies.length === 0 ? (
                <EmptyState title={T.empty} description={T.emptyHint} headingLevel={3} />
              ) : (
                <CompanyServiceLevelList
                  companies={data.companies}
                  defaultPolicy={data.default}
                  editing={editing}
                  onEdit={setEditing}
                />
              )}
            </section>
          </>
        ) : null}
      </QueryState>
    </main>
  );
}
