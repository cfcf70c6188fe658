import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_STATUS,
  type ApiClient,
  type RequestState,
  type ServiceRequest,
} from '@concierge/api-client';

// The screens use the strict calls (they throw ApiError), so lists and the detail page can show an error
// state instead of an empty list (issue 9); failures are still logged by TanStack Query's consumers.

/** Spec §3: the display status when the server sent none, by the list the request is in. */
export function withListStatus(request: ServiceRequest, list: RequestState = request.state): ServiceRequest {
  return { ...request, status: request.status || DEFAULT_STATUS[list] };
}

const LIST_ENDPOINT = {
  open: 'getOpenRequests',
  in_progress: 'getInProgressRequests',
  completed: 'getCompletedRequests',
} as const;

export const requestKeys = {
  all: ['requests'] as const,
  list: (state: RequestState) => ['requests', 'list', state] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
};

/** One of the three lists (spec §2: open, in progress, completed). */
export function requestListQuery(api: ApiClient, state: RequestState) {
  return queryOptions({
    queryKey: requestKeys.list(state),
    queryFn: async () => {
      const { data } = await api.call(LIST_ENDPOINT[state], { query: {} });
      return data.requests.map((request) => withListStatus(request, state));
    },
  });
}

/** One request with its details and messages. */
export function requestDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: async () => withListStatus((await api.call('getRequest', { params: { id } })).data.request),
  });
}
