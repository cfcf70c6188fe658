import type { RequestState } from '../schemas/requests.js';
import type { EndpointContext } from './failure-policies.js';
import { withDefaultStatus } from './requests.js';

/** The concierge console's calls. Strict: they throw {@link ApiError}, for TanStack Query's error states. */
export function conciergeEndpoints({ call }: EndpointContext) {
  return {
    /** One page of the queue in one state, newest first; `nextCursor` is null on the last page. */
    getQueue: async (state: RequestState, options: { q?: string; limit?: number; cursor?: string } = {}) => {
      const { data } = await call('getQueue', { query: { state, ...options } });
      return {
        requests: data.requests.map((request) => withDefaultStatus(request)),
        nextCursor: data.next_cursor,
      };
    },
    /** How many requests each list holds, matching `q` when given: the queue's tab counts. */
    getQueueCounts: async (q?: string) =>
      (await call('getQueueCounts', { query: q ? { q } : {} })).data.counts,
    /** One request of the queue with its details and messages. */
    getQueueRequest: async (id: number) =>
      withDefaultStatus((await call('getQueueRequest', { params: { id } })).data.request),
    /** Posts the concierge's message (sanitized by the server on write) with at most one attachment. */
    postConciergeMessage: async (
      id: number,
      message: { bodyHtml: string; attachmentKeys?: string[]; idempotencyKey?: string },
    ) =>
      (
        await call('postConciergeMessage', {
          params: { id },
          body: { message: { body_html: message.bodyHtml, attachment_keys: message.attachmentKeys ?? [] } },
          ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}),
        })
      ).data.message,
    /** Moves a request to another list (open, in progress, completed). */
    moveRequest: async (id: number, state: RequestState) =>
      withDefaultStatus(
        (await call('moveRequest', { params: { id }, body: { request: { state } } })).data.request,
      ),
  };
}
