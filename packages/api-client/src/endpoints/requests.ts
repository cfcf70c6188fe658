import { DEFAULT_STATUS } from '../constants.js';
import type { RequestState, ServiceRequest } from '../schemas/requests.js';
import type { EndpointContext } from './failure-policies.js';

/** A request with its list's display status filled in when the server sent none. */
export function withDefaultStatus<Request extends ServiceRequest>(
  request: Request,
  list: RequestState = request.state,
): Request {
  return { ...request, status: request.status || DEFAULT_STATUS[list] };
}

/** One page of a list: requests with default statuses, and the cursor of the next page (null on the last). */
export interface RequestPage {
  requests: ServiceRequest[];
  nextCursor: string | null;
}

/**
 * The requester's own requests: a reply and the completion. One request and the three lists are read with
 * `api.call('getRequest' | 'getOpenRequests' | …)` and {@link withDefaultStatus} (docs/api.md#calls).
 */
export function requestEndpoints({ call }: EndpointContext) {
  return {
    /**
     * Posts the requester's reply (sanitized by the server on write) with at most one attachment; replying to
     * a completed request reopens it. Strict: throws {@link ApiError} so the composer keeps the draft.
     */
    postRequestMessage: async (
      id: number,
      message: {
        bodyHtml: string;
        attachmentKeys?: string[];
        idempotencyKey?: string;
        seenMessageId?: number;
      },
    ) =>
      (
        await call('postRequestMessage', {
          params: { id },
          body: {
            message: {
              body_html: message.bodyHtml,
              attachment_keys: message.attachmentKeys ?? [],
              ...(message.seenMessageId !== undefined && { seen_message_id: message.seenMessageId }),
            },
          },
          ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}),
        })
      ).data.message,
    /** Marks the request completed (the requester's confirmation is the screen's job); strict. */
    completeRequest: async (id: number) =>
      withDefaultStatus((await call('completeRequest', { params: { id }, body: {} })).data.request),
  };
}
