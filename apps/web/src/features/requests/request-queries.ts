import { queryOptions, type Query } from '@tanstack/react-query';
import {
  isApiError,
  LIVE_UPDATE_INTERVAL_MS,
  type ApiClient,
  type RequestState,
} from '@concierge/api-client';

// The screens use the client's strict calls (they throw ApiError, with the spec's default statuses
// applied), so lists and the detail page can show an error state instead of an empty list (issue 9).

const LIST = {
  open: 'getOpenRequests',
  in_progress: 'getInProgressRequests',
  completed: 'getCompletedRequests',
} as const;

export const requestKeys = {
  all: ['requests'] as const,
  list: (state: RequestState) => ['requests', 'list', state] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
};

/**
 * Live updates (issue 10): a shown request or list asks again every LIVE_UPDATE_INTERVAL_MS (hidden tabs do
 * not: TanStack's `refetchIntervalInBackground` is off); the client sends If-None-Match, so an unchanged
 * answer is a small 304. A 4xx (a request that is not the user's) will not change by asking again.
 */
export function liveUpdateInterval(query: Pick<Query, 'state'>): number | false {
  const { error } = query.state;
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return LIVE_UPDATE_INTERVAL_MS;
}

/** One of the three lists (spec §2: open, in progress, completed), newest first. */
export function requestListQuery(api: ApiClient, state: RequestState) {
  return queryOptions({
    queryKey: requestKeys.list(state),
    queryFn: async () => (await api.strictRequests[LIST[state]]()).requests,
    refetchInterval: liveUpdateInterval,
  });
}

/** One request with its details and messages. */
export function requestDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: () => api.strictRequests.getRequest(id),
    refetchInterval: liveUpdateInterval,
  });
}
