import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueueSort, QueueView, RequestState } from '@concierge/api-client';
import { Button, EmptyState, ItemList } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { queueListQuery } from '../../features/queue/queue-queries';
import { QueryState } from '../../features/query-state/query-state';
import { RequestCard } from './request-card';

/**
 * One list of the queue in its order (due first or longest wait first), "Load more" with the cursor,
 * loading, empty and error states.
 */
export function QueueList({
  state,
  view,
  q,
  sort,
}: {
  state: RequestState;
  view: QueueView;
  q: string;
  sort: QueueSort;
}) {
  const { api } = useServices();
  const query = useInfiniteQuery(queueListQuery(api, state, view, q, sort));
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <QueryState
      status={query.status}
      hasData={query.data !== undefined}
      isFetching={query.isFetching}
      refetch={query.refetch}
      what={TEXTS.queue.listWhat[state]}
    >
      {requests.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={TEXTS.queue.empty[state]}
          description={q ? TEXTS.queue.emptySearch(q) : undefined}
        />
      ) : (
        <>
          <ItemList label={TEXTS.queue.listLabel[state]}>
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ItemList>
          {query.hasNextPage ? (
            <p className="queue__more">
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                loadingLabel={TEXTS.queue.loadingMore}
                onClick={() => void query.fetchNextPage()}
              >
                {TEXTS.queue.loadMore}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
