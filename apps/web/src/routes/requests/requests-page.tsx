import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { RequestState } from '@concierge/api-client';
import { Tabs, toTabValue } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { RequestList } from '../../features/requests/request-list';
import { requestListQuery } from '../../features/requests/request-queries';

const LISTS: readonly { state: RequestState; title: string; empty: string }[] = [
  { state: 'open', title: 'Open', empty: 'No open requests' },
  { state: 'in_progress', title: 'In progress', empty: 'Nothing in progress' },
  { state: 'completed', title: 'Completed', empty: 'No completed requests yet' },
];

/** The active tab lives in `?tab=`, so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';

/** /requests (spec §2): open, in progress and completed as tabs; all three refreshed on entry. */
export function RequestsPage() {
  usePageTitle('Requests');
  const { api } = useAppServices();
  const [search, setSearch] = useSearchParams();
  const open = useQuery({ ...requestListQuery(api, 'open'), refetchOnMount: 'always' });
  const inProgress = useQuery({ ...requestListQuery(api, 'in_progress'), refetchOnMount: 'always' });
  const completed = useQuery({ ...requestListQuery(api, 'completed'), refetchOnMount: 'always' });
  const queries = { open, in_progress: inProgress, completed };
  const values = LISTS.map((list) => toTabValue(list.title));
  const requested = search.get(TAB_PARAM);
  const active = requested && values.includes(requested) ? requested : values[0];

  return (
    <main id="main" className="cui-page">
      <h1 tabIndex={-1}>Requests</h1>
      <Tabs
        label="Requests by status"
        value={active}
        onValueChange={(value) => {
          setSearch({ [TAB_PARAM]: value }, { replace: true });
          // Opening a tab shows its list as it is now, not as it was when the page opened.
          const list = LISTS.find((entry) => toTabValue(entry.title) === value);
          if (list) void queries[list.state].refetch();
        }}
        tabs={LISTS.map((list) => ({
          title: list.title,
          content: (
            <QueryState
              query={queries[list.state]}
              what={`${list.title.toLowerCase()} requests`}
              isEmpty={(requests) => requests.length === 0}
              empty={{ title: list.empty }}
              headingLevel={2}
            >
              {(requests) => <RequestList requests={requests} label={`${list.title} requests`} />}
            </QueryState>
          ),
        }))}
      />
    </main>
  );
}
