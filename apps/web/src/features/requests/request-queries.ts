import { queryOptions, type Query } from '@tanstack/react-query';
import {
  isApiError,
  withDefaultStatus,
  type ApiClient,
  type RequestState,
  type ServiceRequest,
} from '@concierge/api-client';
import { pollInterval } from '@concierge/live-updates';

// The screens read through api.call, which throws ApiError, so lists and the detail page can show an error
// state instead of an empty list; the spec's default statuses are applied here (docs/requests.md#entities).

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
 * Live updates: the live stream says when a request changed (live-updates.tsx), and a shown request or
 * list also asks again at the pace the stream's health sets (hidden tabs do not: TanStack's
 * `refetchIntervalInBackground` is off); the client sends If-None-Match, so an unchanged
 * answer is a small 304. A 4xx (a request that is not the user's) will not change by asking again.
 */
export function liveUpdateInterval(query: Pick<Query, 'state'>): number | false {
  const { error } = query.state;
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return pollInterval();
}

/** One of the three lists (docs/screens.md#routes: open, in progress, completed), newest first. */
export function requestListQuery(api: ApiClient, state: RequestState) {
  return queryOptions({
    queryKey: requestKeys.list(state),
    queryFn: async () =>
      (await api.call(LIST[state], {})).data.requests.map((request) => withDefaultStatus(request, state)),
    refetchInterval: liveUpdateInterval,
  });
}

/**
 * A request as its page shows it: the request, and the business minutes the team aims to reply within
 * (null: no promise to show). The page's own changes (a reply, completing) spread it, keeping the promise.
 */
export type RequestDetail = ServiceRequest & { reply_within_minutes: number | null };

/** One request with its details and messages, and the team's reply promise. */
export function requestDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: async (): Promise<RequestDetail> => {
      const { data } = await api.call('getRequest', { params: { id } });
      return { ...withDefaultStatus(data.request), reply_within_minutes: data.reply_within_minutes };
    },
    refetchInterval: liveUpdateInterval,
  });
}
