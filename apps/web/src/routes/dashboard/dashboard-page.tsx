import { useDeferredValue } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { selectSuggestedSurveys, type ServiceRequest } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { RequestList } from '../../features/requests/request-list';
import { requestListQuery } from '../../features/requests/request-queries';
import { REQUEST_TEXTS } from '../../features/requests/request-texts';
import { recommendedCategoriesQuery, surveyCategoriesQuery } from '../../features/surveys/survey-queries';
import { CategoriesSection } from './categories-section';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DASHBOARD_TEXTS as T } from './dashboard-texts';
import { SuggestedSection } from './suggested-section';

/** How many requests of each list the dashboard shows before "See all". */
const DASHBOARD_LIST_LENGTH = 5;

function RequestsSection({
  query,
  state,
}: {
  query: UseQueryResult<ServiceRequest[]>;
  state: 'open' | 'in_progress';
}) {
  const headingId = `dashboard-${state}`;
  const texts = state === 'open' ? T.open : T.inProgress;
  return (
    <section className="dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <QueryState
        query={query}
        what={REQUEST_TEXTS.lists[state].what}
        isEmpty={(requests) => requests.length === 0}
        empty={{ title: texts.empty, description: texts.emptyHint }}
      >
        {(requests) => (
          <>
            <RequestList requests={requests.slice(0, DASHBOARD_LIST_LENGTH)} label={texts.title} />
            {requests.length > DASHBOARD_LIST_LENGTH ? (
              <RouterLink to={paths.requests}>{T.seeAll(requests.length)}</RouterLink>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

/**
 * /dashboard (docs/screens.md#routes): open and in-progress requests, suggested surveys, and every category. The page asks
 * for all four at once and shows one skeleton until each has answered, then every section in one go
 * (a section shown early would be pushed down by the list above it).
 */
export function DashboardPage() {
  usePageTitle(T.title);
  const { user } = useAuth();
  const { api } = useAppServices();
  // docs/screens.md#routes: the dashboard refreshes open and in-progress requests and the suggestions on entry.
  const open = useQuery({ ...requestListQuery(api, 'open'), refetchOnMount: 'always' });
  const inProgress = useQuery({ ...requestListQuery(api, 'in_progress'), refetchOnMount: 'always' });
  const suggested = useQuery({
    ...recommendedCategoriesQuery(api),
    select: selectSuggestedSurveys,
    refetchOnMount: 'always',
  });
  const categories = useQuery(surveyCategoriesQuery(api));
  // A query that failed once and is retrying (a server error) is not waited for: the other sections show
  // and it keeps its own skeleton until its retries end (a move then, on the error path only).
  const loading = [open, inProgress, suggested, categories].some(
    (query) => query.status === 'pending' && query.failureCount === 0,
  );
  // The sections' first render is the page's largest: deferred, React does it in slices between which the
  // browser can answer input (not one long task), then commits it at once.
  const showSkeleton = useDeferredValue(loading);
  const firstName = user?.full_name.split(/\s+/)[0];
  return (
    <main id="main" className="cui-page dashboard">
      <h1 tabIndex={-1}>{firstName ? T.hello(firstName) : T.yours}</h1>
      {showSkeleton ? (
        <DashboardSkeleton />
      ) : (
        <>
          <div className="dashboard__lists">
            <RequestsSection query={open} state="open" />
            <RequestsSection query={inProgress} state="in_progress" />
          </div>
          <SuggestedSection query={suggested} />
          <CategoriesSection query={categories} />
        </>
      )}
    </main>
  );
}
