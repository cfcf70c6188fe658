import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  LIVE_UPDATE_INTERVAL_MS,
  type ApiClient,
  type QueueView,
  type RequestState,
} from '@concierge/api-client';

// Live updates (issue 10): the queue, its counts and the open request poll every LIVE_UPDATE_INTERVAL_MS.
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
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
  });
}

/** How many requests each list holds (in the view) and each view holds (in the list), matching the search. */
export function queueCountsQuery(api: ApiClient, state: RequestState, view: QueueView, q: string) {
  return queryOptions({
    queryKey: queueKeys.counts(state, view, q),
    queryFn: () => api.getQueueViewCounts({ state, view, ...(q ? { q } : {}) }),
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
    // Keep the previous counts on screen while a new search's counts load: the tabs do not flicker.
    placeholderData: (previous) => previous,
  });
}

/**
 * One request with its answers, thread (internal notes too), requester, assignee and the other concierges on
 * it. Each poll is also this concierge's presence; `isTyping()` is read at each poll, so a colleague sees
 * "typing" within one interval (the collision notice, issue 18).
 */
export function queueRequestQuery(api: ApiClient, id: number, isTyping: () => boolean = () => false) {
  return queryOptions({
    queryKey: queueKeys.request(id),
    queryFn: () => api.getQueueRequestPage(id, { typing: isTyping() }),
    refetchInterval: LIVE_UPDATE_INTERVAL_MS,
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
