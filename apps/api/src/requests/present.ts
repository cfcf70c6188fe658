import { DEFAULT_STATUS, type Message, type ServiceRequest } from '@concierge/api-client';
import { attachmentOf, toAttachment } from '../uploads/service.js';
import type { UploadRow } from '../uploads/tables.js';
import type { MessageRow, RequestRow } from './tables.js';

/** A message as the contract shows it; `external_created_at` is when it was written here. */
export function toMessage(message: MessageRow, attachments: UploadRow[]): Message {
  return {
    id: message.id,
    body_html: message.bodyHtml,
    source_name: message.sourceName,
    source: message.source,
    external_created_at: message.createdAt.toISOString(),
    attachments: attachments.map(attachmentOf),
    ...(message.internal ? { internal: true } : {}),
  };
}

/** The columns of a request the contract shows: what the lists read (less to parse and map). */
export type ShownRequest = Pick<
  RequestRow,
  'id' | 'state' | 'createdAt' | 'title' | 'details' | 'lastMessageSource'
>;

/**
 * A request as the contract shows it. `status` is the list's display text (docs/requests.md#entities defaults, sent so
 * every client shows the same); lists carry no messages (`messages: []`), the single request does.
 */
export function toServiceRequest(
  request: ShownRequest,
  messages: Array<{ message: MessageRow; attachments: UploadRow[] }> = [],
): ServiceRequest {
  return {
    id: request.id,
    status: DEFAULT_STATUS[request.state],
    state: request.state,
    created_at: request.createdAt.toISOString(),
    title: request.title,
    details: request.details.map((detail) => ({
      question: detail.question,
      answer: detail.answer,
      attachment: detail.attachment ? toAttachment(detail.attachment) : null,
    })),
    messages: messages.map(({ message, attachments }) => toMessage(message, attachments)),
    // Waiting on the requester: the concierge wrote last and the request is not done.
    awaiting_user: request.state !== 'completed' && request.lastMessageSource === 'concierge',
  };
}
