import { DEFAULT_STATUS } from '../constants.js';
import type { RequestListQuery, RequestState, ServiceRequest } from '../schemas/requests.js';
import { lenient, type EndpointContext } from './failure-policies.js';

/** A request with its list's display status filled in when the server sent none (spec §3). */
export function withDefaultStatus(
  request: ServiceRequest,
  list: RequestState = request.state,
): ServiceRequest {
  return { ...request, status: request.status || DEFAULT_STATUS[list] };
}

type ListName = 'getOpenRequests' | 'getInProgressRequests' | 'getCompletedRequests';

/** The user's requests: one and the three lists; failures are logged and give `null` / `[]` (spec §8). */
export function requestEndpoints(context: EndpointContext) {
  const { call } = context;

  const list = (name: ListName, state: RequestState, label: string) => (query?: RequestListQuery) =>
    lenient(context, label, [], async () => {
      const { data } = await call(name, { query: query ?? {} });
      return data.requests.map((request) => withDefaultStatus(request, state));
    });

  return {
    /** One request with its details and messages, or `null` when it cannot be fetched. */
    getRequest: (id: number) =>
      lenient(context, `request ${id}`, null, async () =>
        withDefaultStatus((await call('getRequest', { params: { id } })).data.request),
      ),
    /** Open requests (status defaults to 'In Queue'), or `[]`. */
    getOpenRequests: list('getOpenRequests', 'open', 'open requests'),
    /** In-progress requests (status defaults to 'In Progress'), or `[]`. */
    getInProgressRequests: list('getInProgressRequests', 'in_progress', 'in-progress requests'),
    /** Completed requests (status defaults to 'Completed'), or `[]`. */
    getCompletedRequests: list('getCompletedRequests', 'completed', 'completed requests'),
  };
}
