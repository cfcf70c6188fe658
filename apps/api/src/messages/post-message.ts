import type { Message, RequestState } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import type { MessageRow } from '../requests/tables.js';
import { recordMove } from '../concierge/moves.js';
import { HttpError } from '../http/errors.js';
import { toMessage } from '../requests/present.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requireUploaded } from '../uploads/service.js';
import type { UploadRow } from '../uploads/tables.js';
import { sanitizeMessageHtml } from './sanitize.js';
import { MESSAGE_ERRORS } from './texts.js';

export interface MessageInput {
  body_html: string;
  attachment_keys: string[];
}

export interface PostOptions {
  source: 'user' | 'concierge';
  /** Only this owner's request (the requester's side); any request for the concierge. */
  ownerId?: number;
  /** A note for concierges only (issue 18): never on a requester route, no reopening, no turn taken. */
  internal?: boolean;
  /** Moves the request when the message arrives in this state (a reply to a completed request reopens it). */
  reopen?: { from: RequestState; to: RequestState };
  /** Runs in the message's transaction (reply by email records the email's Message-ID there). */
  onPosted?: (tx: Db, message: MessageRow) => Promise<void>;
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;

/**
 * Posts a message to a request's thread, for either side: HTML sanitized on write (SECURITY.md), files the
 * author uploaded, and any reopening move in the same transaction as the message, so the thread and the list
 * never disagree.
 */
export async function postMessage(
  context: AppContext,
  author: UserRow,
  requestId: number,
  input: MessageInput,
  options: PostOptions,
): Promise<Message> {
  const bodyHtml = sanitizeMessageHtml(input.body_html);
  if (bodyHtml === '' && input.attachment_keys.length === 0) {
    throw new HttpError(422, MESSAGE_ERRORS.emptyMessage, {
      code: 'empty-message',
      issues: [{ path: 'body.message.body_html', message: MESSAGE_ERRORS.emptyMessage }],
    });
  }
  const isVisible = (request: { userId: number } | undefined) =>
    request !== undefined && (options.ownerId === undefined || request.userId === options.ownerId);
  // Another user's request is the same 404 as a missing one, before any file is looked at.
  if (!isVisible(await findRequest(context.db, requestId))) throw notFound();
  const files: UploadRow[] = [];
  for (const [index, key] of input.attachment_keys.entries()) {
    files.push(await requireUploaded(context, author, key, `body.message.attachment_keys.${index}`));
  }
  const message = await context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request || !isVisible(request)) throw notFound();
    const at = context.now();
    const row = await insertMessage(tx, {
      requestId,
      authorId: author.id,
      source: options.source,
      sourceName: fullName(author),
      bodyHtml,
      createdAt: at,
      internal: options.internal === true,
      uploadIds: files.map((file) => file.id),
    });
    if (options.reopen && !options.internal && request.state === options.reopen.from) {
      await recordMove(tx, requestId, options.reopen.to, at);
    }
    await options.onPosted?.(tx, row);
    await context.notifications.messagePosted(tx, request, row, author);
    return row;
  });
  return toMessage(message, files);
}
