import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@concierge/auth';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { RequestList } from '../../features/requests/request-list';
import { requestListQuery } from '../../features/requests/request-queries';
import { CategoriesSection } from './categories-section';
import { SuggestedSection } from './suggested-section';

/** How many requests of each list the dashboard shows before "See all". */
const DASHBOARD_LIST_LENGTH = 5;

function RequestsSection({ state, title }: { state: 'open' | 'in_progress'; title: string }) {
  const { api } = useAppServices();
  // Spec §2: the dashboard refreshes open and in-progress requests on entry.
  const query = useQuery({ ...requestListQuery(api, state), refetchOnMount: 'always' });
  const headingId = `dashboard-${state}`;
  return (
    <section className="dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <QueryState
        query={query}
        what={title.toLowerCase()}
        isEmpty={(requests) => requests.length === 0}
        empty={{
          title: state === 'open' ? 'No open requests' : 'Nothing in progress',
          description:
            state === 'open'
              ? 'Pick a suggestion below to ask your concierge for help.'
              : 'Requests show up here once a concierge starts on them.',
        }}
      >
        {(requests) => (
          <>
            <RequestList requests={requests.slice(0, DASHBOARD_LIST_LENGTH)} label={title} />
            {requests.length > DASHBOARD_LIST_LENGTH ? (
              <RouterLink to={paths.requests}>See all {requests.length}</RouterLink>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** /dashboard (spec §2): open and in-progress requests, suggested surveys, and every category. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const firstName = user?.full_name.split(/\s+/)[0];
  return (
    <main id="main" className="cui-page dashboard">
      <h1 tabIndex={-1}>{firstName ? `Hello, ${firstName}` : 'Your dashboard'}</h1>
      <div className="dashboard__lists">
        <RequestsSection state="open" title="Open requests" />
        <RequestsSection state="in_progress" title="In progress" />
      </div>
      <SuggestedSection />
      <CategoriesSection />
    </main>
  );
}
