import { DEFAULT_STATUS } from '../constants.js';
import type { RequestListQuery, RequestState, ServiceRequest } from '../schemas/requests.js';
import { lenient, type EndpointContext } from './failure-policies.js';

/** A request with its list's display status filled in when the server sent none (spec §3). */
export function withDefaultStatus<Request extends ServiceRequest>(
  request: Request,
  list: RequestState = request.state,
): Request {
  return { ...request, status: request.status || DEFAULT_STATUS[list] };
}

type ListName = 'getOpenRequests' | 'getInProgressRequests' | 'getCompletedRequests';

/** One page of a list: requests with default statuses, and the cursor of the next page (null on the last). */
export interface RequestPage {
  requests: ServiceRequest[];
  nextCursor: string | null;
}

/**
 * The user's requests: one and the three lists. The named functions keep spec §8 (failures are logged and
 * give `null` / `[]`); `strictRequests` throws {@link ApiError} for screens that show an error state.
 */
export function requestEndpoints(context: EndpointContext) {
  const { call } = context;

  const page =
    (name: ListName, state: RequestState) =>
    async (query?: RequestListQuery): Promise<RequestPage> => {
      const { data } = await call(name, { query: query ?? {} });
      return {
        requests: data.requests.map((request) => withDefaultStatus(request, state)),
        nextCursor: data.next_cursor,
      };
    };

  const strictRequests = {
    /** One request with its details and messages; throws when it cannot be fetched (404 for others' ids). */
    getRequest: async (id: number) =>
      withDefaultStatus((await call('getRequest', { params: { id } })).data.request),
    getOpenRequests: page('getOpenRequests', 'open'),
    getInProgressRequests: page('getInProgressRequests', 'in_progress'),
    getCompletedRequests: page('getCompletedRequests', 'completed'),
  };

  const list =
    (load: (query?: RequestListQuery) => Promise<RequestPage>, label: string) => (query?: RequestListQuery) =>
      lenient(context, label, [], async () => (await load(query)).requests);

  return {
    strictRequests,
    /**
     * Posts the requester's reply (sanitized by the server on write) with at most one attachment; replying to
     * a completed request reopens it. Strict: throws {@link ApiError} so the composer keeps the draft.
     */
    postRequestMessage: async (
      id: number,
      message: { bodyHtml: string; attachmentKeys?: string[]; idempotencyKey?: string },
    ) =>
      (
        await call('postRequestMessage', {
          params: { id },
          body: { message: { body_html: message.bodyHtml, attachment_keys: message.attachmentKeys ?? [] } },
          ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}),
        })
      ).data.message,
    /** Marks the request completed (the requester's confirmation is the screen's job); strict. */
    completeRequest: async (id: number) =>
      withDefaultStatus((await call('completeRequest', { params: { id }, body: {} })).data.request),
    /** One request with its details and messages, or `null` when it cannot be fetched. */
    getRequest: (id: number) => lenient(context, `request ${id}`, null, () => strictRequests.getRequest(id)),
    /** Open requests (status defaults to 'In Queue'), or `[]`. */
    getOpenRequests: list(strictRequests.getOpenRequests, 'open requests'),
    /** In-progress requests (status defaults to 'In Progress'), or `[]`. */
    getInProgressRequests: list(strictRequests.getInProgressRequests, 'in-progress requests'),
    /** Completed requests (status defaults to 'Completed'), or `[]`. */
    getCompletedRequests: list(strictRequests.getCompletedRequests, 'completed requests'),
  };
}
