import type { Message, RequestState, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { sanitizeMessageHtml } from '../messages/sanitize.js';
import { toMessage } from '../requests/present.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { notFound, requestWithMessages } from '../requests/service.js';
import { requireUploaded } from '../uploads/service.js';
import type { UploadRow } from '../uploads/tables.js';
import { applyMove, CONCIERGE_ERRORS } from './moves.js';

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

/**
 * Posts a concierge's message to a request: the HTML sanitized on write (SECURITY.md), attachments the
 * concierge uploaded; the requester sees it in the thread and the request as awaiting them.
 */
export async function postConciergeMessage(
  context: AppContext,
  concierge: UserRow,
  requestId: number,
  input: { body_html: string; attachment_keys: string[] },
): Promise<Message> {
  const bodyHtml = sanitizeMessageHtml(input.body_html);
  if (bodyHtml === '' && input.attachment_keys.length === 0) {
    throw new HttpError(422, CONCIERGE_ERRORS.emptyMessage, {
      code: 'empty-message',
      issues: [{ path: 'body.message.body_html', message: CONCIERGE_ERRORS.emptyMessage }],
    });
  }
  if (!(await findRequest(context.db, requestId))) throw notFound();
  const files: UploadRow[] = [];
  for (const [index, key] of input.attachment_keys.entries()) {
    files.push(await requireUploaded(context, concierge, key, `body.message.attachment_keys.${index}`));
  }
  const message = await context.db.transaction((tx) =>
    insertMessage(tx, {
      requestId,
      authorId: concierge.id,
      source: 'concierge',
      sourceName: fullName(concierge),
      bodyHtml,
      createdAt: context.now(),
      uploadIds: files.map((file) => file.id),
    }),
  );
  return toMessage(message, files);
}

/** Moves a request to another list (see `applyMove`) and answers it as the concierge now sees it. */
export async function moveRequest(
  context: AppContext,
  requestId: number,
  to: RequestState,
): Promise<ServiceRequest> {
  await applyMove(context, requestId, to);
  return requestWithMessages(context, requestId);
}
