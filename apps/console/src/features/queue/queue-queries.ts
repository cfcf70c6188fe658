import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ApiClient,
  QueueItem,
  QueueSort,
  QueueView,
  RequestDue,
  RequestState,
} from '@concierge/api-client';
import { pollInterval } from '@concierge/live-updates';
import { byUrgency } from '../due/business-time-left';

// Live updates: the live stream says when the queue, a request or who is on it changed
// (app/live-updates.tsx); every query here also polls, at the pace the stream's health sets (a slow safety
// net while it is live). The collision notice's heartbeat is its own call (routes/request/use-presence.ts).
// The client sends If-None-Match by itself and reuses the last answer on a 304, so polling an unchanged
// list costs an empty answer. Hidden tabs do not poll (TanStack Query's default).

/** How many requests one "Load more" adds. */
export const QUEUE_PAGE_SIZE = 20;

export const queueKeys = {
  all: ['queue'] as const,
  list: (state: RequestState, view: QueueView, q: string, sort: QueueSort) =>
    ['queue', 'list', state, view, q, sort] as const,
  dueNext: (view: QueueView) => ['queue', 'due-next', view] as const,
  counts: (state: RequestState, view: QueueView, q: string) => ['queue', 'counts', state, view, q] as const,
  request: (id: number) => ['queue', 'request', id] as const,
  savedReplies: ['saved-replies'] as const,
  staff: ['staff'] as const,
};

/**
 * One list of the queue in one view, what falls due first or longest wait first, a page at a time
 * (`nextCursor` null on the last).
 */
export function queueListQuery(
  api: ApiClient,
  state: RequestState,
  view: QueueView,
  q: string,
  sort: QueueSort,
) {
  return infiniteQueryOptions({
    queryKey: queueKeys.list(state, view, q, sort),
    queryFn: ({ pageParam }) =>
      api.getQueue(state, {
        limit: QUEUE_PAGE_SIZE,
        view,
        sort,
        ...(q ? { q } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: pollInterval,
  });
}

/** How many requests the "Due next" panel lists at most. */
export const DUE_NEXT_COUNT = 5;

/**
 * The requests of the view that fall due soonest across the two lists still worked on (open, in progress),
 * overdue first: each list's first rows by due time, merged. Under the queue's key, so the live stream
 * refreshes it with the lists.
 */
export function dueNextQuery(api: ApiClient, view: QueueView) {
  return queryOptions({
    queryKey: queueKeys.dueNext(view),
    queryFn: async () => {
      const lists = await Promise.all(
        (['open', 'in_progress'] as const).map((state) =>
          api.getQueue(state, { view, sort: 'due', limit: DUE_NEXT_COUNT }),
        ),
      );
      return lists
        .flatMap((list) => list.requests)
        .filter((request): request is QueueItem & { due: RequestDue } => request.due !== null)
        .sort((a, b) => byUrgency(a.due, b.due))
        .slice(0, DUE_NEXT_COUNT);
    },
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
