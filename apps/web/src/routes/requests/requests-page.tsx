import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { RequestState } from '@concierge/api-client';
import { Tabs, toTabValue } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { RequestList } from '../../features/requests/request-list';
import { REQUEST_LISTS as LISTS, REQUEST_LIST_TABS } from '../../features/requests/request-lists';
import { requestListQuery } from '../../features/requests/request-queries';
import {
  readRequestSearch,
  requestSearchParams,
  type RequestSearch,
} from '../../features/requests/request-search';
import { RequestSearchForm } from '../../features/requests/request-search-form';
import { RequestSearchResults } from '../../features/requests/request-search-results';
import { REQUEST_TEXTS } from '../../features/requests/request-texts';

const T = REQUEST_TEXTS;

/** The active tab lives in `?tab=`, so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';

/**
 * /requests (docs/screens.md#routes): open, in progress and completed as tabs; all three refreshed on entry. A search
 * replaces the tabs with its results while its words are in the URL.
 */
export function RequestsPage() {
  usePageTitle(T.page.title);
  const { api } = useAppServices();
  const [params, setParams] = useSearchParams();
  const search = readRequestSearch(params);
  // A new history entry per search, so "back" returns to the previous search or to the lists.
  const applySearch = (next: RequestSearch | null) => {
    const wanted = next ? requestSearchParams(next) : {};
    const tab = params.get(TAB_PARAM);
    setParams({ ...(tab && { [TAB_PARAM]: tab }), ...wanted });
  };

  return (
    <main id="main" className="cui-page">
      <h1 tabIndex={-1}>{T.page.title}</h1>
      {/* Keyed by the URL's search so "back" and "forward" show the words of the search they return to. */}
      <RequestSearchForm
        key={`${search?.q ?? ''}|${search?.state ?? ''}`}
        search={search}
        onSearch={applySearch}
      />
      {search ? (
        <RequestSearchResults search={search} onClear={() => applySearch(null)} />
      ) : (
        <RequestTabs
          active={params.get(TAB_PARAM)}
          onTab={(value) => setParams({ [TAB_PARAM]: value }, { replace: true })}
          api={api}
        />
      )}
    </main>
  );
}

function RequestTabs({
  active: requested,
  onTab,
  api,
}: {
  active: string | null;
  onTab: (value: string) => void;
  api: ReturnType<typeof useAppServices>['api'];
}) {
  const open = useQuery({ ...requestListQuery(api, 'open'), refetchOnMount: 'always' });
  const inProgress = useQuery({ ...requestListQuery(api, 'in_progress'), refetchOnMount: 'always' });
  const completed = useQuery({ ...requestListQuery(api, 'completed'), refetchOnMount: 'always' });
  const queries: Record<RequestState, typeof open> = { open, in_progress: inProgress, completed };
  // The kit's tab values come from the titles (docs/components.md#tabs), in the page's language; the address keeps the
  // English one (REQUEST_LIST_TABS), so a shared link opens the same tab in any language.
  const tabValue = (state: RequestState) => toTabValue(T.lists[state].title);
  const active = LISTS.find((state) => REQUEST_LIST_TABS[state] === requested) ?? 'open';
  return (
    <Tabs
      label={T.page.tabs}
      value={tabValue(active)}
      onValueChange={(value) => {
        const state = LISTS.find((entry) => tabValue(entry) === value);
        if (!state) return;
        onTab(REQUEST_LIST_TABS[state]);
        // Opening a tab shows its list as it is now, not as it was when the page opened.
        void queries[state].refetch();
      }}
      tabs={LISTS.map((state) => ({
        title: T.lists[state].title,
        content: (
          <QueryState
            query={queries[state]}
            what={T.lists[state].what}
            isEmpty={(requests) => requests.length === 0}
            empty={{ title: T.lists[state].empty }}
            headingLevel={2}
          >
            {(requests) => <RequestList requests={requests} label={T.lists[state].label} />}
          </QueryState>
        ),
      }))}
    />
  );
}
