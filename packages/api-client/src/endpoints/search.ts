import type { RequestSearchQuery } from '../schemas/search.js';
import { withDefaultStatus, type RequestPage } from './requests.js';
import type { EndpointContext } from './failure-policies.js';

/** Finding one's own requests. */
export function searchEndpoints(context: EndpointContext) {
  return {
    /**
     * One page of the caller's requests matching every word of `q` (title, answers, messages) in `state`'s
     * list or in all three; strict: throws {@link ApiError} so the results can show an error state.
     */
    searchRequests: async (query: RequestSearchQuery): Promise<RequestPage> => {
      const { data } = await context.call('searchRequests', { query });
      return {
        requests: data.requests.map((request) => withDefaultStatus(request)),
        nextCursor: data.next_cursor,
      };
    },
  };
}
