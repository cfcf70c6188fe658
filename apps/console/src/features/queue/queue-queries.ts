import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient, QueueView, RequestState } from '@concierge/api-client';
import { pollInterval } from '@concierge/live-updates';

// Live updates: the live stream says when the queue, a request or who is on it changed
// (app/live-updates.tsx); every query here also polls, at the pace the stream's health sets (a slow safety
// net while it is live). The collision notice's heartbeat is its own call (routes/request/use-presence.ts).
// The client sends If-None-Match by itself and reuses the last answer on a 304, so polling an unchanged
// list costs an empty answer. Hidden tabs do not poll (TanStack Query's default).

/** How many requests one "Load more" adds. */
export const QUEUE_PAGE_SIZE = 20;

export const queueKeys = {
  all: ['queue'] as const,
  list: (state: RequestState, view: QueueView, q: string) => ['queue', 'list', state, view, q] as const,
  counts: (state: RequestState, view: QueueView, q: string) => ['queue', 'counts', state, view, q] as const,
  request: (id: number) => ['queue', 'request', id] as const,
  savedReplies: ['saved-replies'] as const,
  staff: ['staff'] as const,
};

/** One list of the queue in one view, longest wait first, a page at a time (`nextCursor` null on the last). */
export function queueListQuery(api: ApiClient, state: RequestState, view: QueueView, q: string) {
  return infiniteQueryOptions({
    queryKey: queueKeys.list(state, view, q),
    queryFn: ({ pageParam }) =>
      api.getQueue(state, {
        limit: QUEUE_PAGE_SIZE,
        view,
        ...(q ? { q } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: pollInterval,
  });
}

/** How many requests each list holds (in the view) and each view holds (in the list), matching the search. */
export function queueCountsQuery(api: ApiClient, state: RequestState, view: QueueView, q: string) {
  return queryOptions({
    queryKey: queueKeys.counts(state, view, q),
    queryFn: () => api.getQueueViewCounts({ state, view, ...(q ? { q } : {}) }),
    refetchInterval: pollInterval,
    // Keep the previous counts on screen while a new search's counts load: the tabs do not flicker.
    placeholderData: (previous) => previous,
  });
}

/** One request with its answers, thread (internal notes too), requester, assignee and the other concierges on it. */
export function queueRequestQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queueKeys.request(id),
    queryFn: () => api.getQueueRequestPage(id),
    refetchInterval: pollInterval,
  });
}

/** The team's saved replies. */
export function savedRepliesQuery(api: ApiClient) {
  return queryOptions({ queryKey: queueKeys.savedReplies, queryFn: () => api.getSavedReplies() });
}

/** The team (to give a request to a colleague). */
export function staffQuery(api: ApiClient) {
  return queryOptions({ queryKey: queueKeys.staff, queryFn: () => api.getStaff() });
}
