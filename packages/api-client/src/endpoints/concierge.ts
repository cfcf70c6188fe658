import type { QueueView } from '../schemas/concierge-team.js';
import type { RequestState } from '../schemas/requests.js';
import type { QueueSort } from '../schemas/service-levels.js';
import type { EndpointContext } from './failure-policies.js';
import { withDefaultStatus } from './requests.js';

/** The concierge console's calls. Strict: they throw {@link ApiError}, for TanStack Query's error states. */
export function conciergeEndpoints({ call }: EndpointContext) {
  return {
    /**
     * One page of the queue in one state and view (everyone's by default), longest wait first unless `sort`
     * is `due`; each row has its requester, last message line, wait, assignee and what falls due next.
     * `nextCursor` is null on the last page.
     */
    getQueue: async (
      state: RequestState,
      options: { q?: string; view?: QueueView; sort?: QueueSort; limit?: number; cursor?: string } = {},
    ) => {
      const { data } = await call('getQueue', { query: { state, ...options } });
      return {
        requests: data.requests.map((request) => withDefaultStatus(request)),
        nextCursor: data.next_cursor,
      };
    },
    /** How many requests each list holds, matching `q` when given: the queue's tab counts. */
    getQueueCounts: async (q?: string) =>
      (await call('getQueueCounts', { query: q ? { q } : {} })).data.counts,
    /** The counts of every list (in `view`) and of every view (in `state`), matching `q` when given. */
    getQueueViewCounts: async (options: { q?: string; view?: QueueView; state?: RequestState }) => {
      const { data } = await call('getQueueCounts', { query: options });
      return { counts: data.counts, views: data.views ?? { all: 0, mine: 0, unassigned: 0 } };
    },
    /**
     * One request of the queue with its details, messages (internal notes too), requester, assignee and the
     * other concierges on it; `typing` tells them the caller is writing (the collision notice).
     */
    getQueueRequestPage: async (id: number, options: { typing?: boolean } = {}) => {
      const { data } = await call('getQueueRequest', {
        params: { id },
        query: options.typing ? { typing: 'true' } : {},
      });
      return { ...data, request: withDefaultStatus(data.request) };
    },
    /** One request of the queue with its details and messages. */
    getQueueRequest: async (id: number) =>
      withDefaultStatus((await call('getQueueRequest', { params: { id }, query: {} })).data.request),
    /** Posts the concierge's message or, with `internal`, a note only concierges see (sanitized by the server on write) with at most one attachment. */
    postConciergeMessage: async (
      id: number,
      message: {
        bodyHtml: string;
        attachmentKeys?: string[];
        idempotencyKey?: string;
        internal?: boolean;
        /** The newest message the screen showed (0: none): a newer one from the requester refuses the send (409). */
        seenMessageId?: number;
      },
    ) =>
      (
        await call('postConciergeMessage', {
          params: { id },
          body: {
            message: {
              body_html: message.bodyHtml,
              attachment_keys: message.attachmentKeys ?? [],
              internal: message.internal ?? false,
              ...(message.seenMessageId !== undefined && { seen_message_id: message.seenMessageId }),
            },
          },
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
