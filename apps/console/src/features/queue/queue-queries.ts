import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIVE_UPDATE_INTERVAL_MS, type ApiClient, type RequestState } from '@concierge/api-client';

// Live updates (issue 10): the queue, its counts and the open request poll every LIVE_UPDATE_INTERVAL_MS.
// The client sends If-None-Match by itself and reuses the last answer on a 304, so polling an unchanged
// list costs an empty answer. Hidden tabs do not poll (TanStack Query's default).

/** How many requests one "Load more" adds. */
export const QUEUE_PAGE_SIZE = 20;

export const queueKeys = {
  all: ['queue'] as const,
  list: (state: RequestState, q: string) => ['queue', 'list', state, q] as const,
  counts: (q: string) => ['queue', 'counts', q] as const,
  request: (id: number) => ['queue', 'request', id] as const,
};

/** One list of the queue, newest first, a page at a time (`nextCursor` null on the last page). */
export function queueListQuery(api: ApiClient, state: RequestState, q: string) {
  return infiniteQueryOptions({
    queryKey: queueKeys.list(state, q),
    queryFn: ({ pageParam }) =>
      api.getQueue(state, {
        limit: QUEUE_PAGE_SIZE,
        ...(q ? { q } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
  });
}

/** How many requests each list holds, matching the search. */
export function queueCountsQuery(api: ApiClient, q: string) {
  return queryOptions({
    queryKey: queueKeys.counts(q),
    queryFn: () => api.getQueueCounts(q || undefined),
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
    // Keep the previous counts on screen while a new search's counts load: the tabs do not flicker.
    placeholderData: (previous) => previous,
  });
}

/** One request with its answers and thread. */
export function queueRequestQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queueKeys.request(id),
    queryFn: () => api.getQueueRequest(id),
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
  });
}
