import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, RequestState } from '@concierge/api-client';

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

/** One of the three lists (spec §2: open, in progress, completed), newest first. */
export function requestListQuery(api: ApiClient, state: RequestState) {
  return queryOptions({
    queryKey: requestKeys.list(state),
    queryFn: async () => (await api.strictRequests[LIST[state]]()).requests,
  });
}

/** One request with its details and messages. */
export function requestDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: () => api.strictRequests.getRequest(id),
  });
}
