import { CONCIERGE_MOVES, DEFAULT_STATUS, type RequestState } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import type { Notifier } from '../notifications/notifier.js';
import { HttpError } from '../http/errors.js';
import { paragraphHtml } from '../messages/sanitize.js';
import { MESSAGE_ERRORS } from '../messages/texts.js';
import { findRequest, insertMessage, setRequestState } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { defineTexts } from '../i18n/messages.js';
import { textWith } from '../i18n/catalogs.js';

/** The moves a concierge may make: the contract's {@link CONCIERGE_MOVES}. */
export const ALLOWED_MOVES: Readonly<Record<RequestState, readonly RequestState[]>> = CONCIERGE_MOVES;

export const canMove = (from: RequestState, to: RequestState) => ALLOWED_MOVES[from].includes(to);

/** The system message the requester sees in the thread when their request changes list. */
export const statusChangeText = (to: RequestState) => `Status changed to ${DEFAULT_STATUS[to]}`;

/** Who system messages are from, as the thread shows it. */
export const SYSTEM_SOURCE_NAME = 'Concierge';

export const CONCIERGE_ERRORS = {
  ...defineTexts({ invalidMove: 'A request cannot move from {0} to {1}.' }),
  emptyMessage: MESSAGE_ERRORS.emptyMessage,
} as const;

/**
 * Records a list change inside the caller's transaction: the new state, and the system message the
 * requester sees in the thread. The caller has checked the move is allowed.
 */
export async function recordMove(tx: Db, requestId: number, to: RequestState, at: Date): Promise<void> {
  await setRequestState(tx, requestId, to, at);
  await insertMessage(tx, {
    requestId,
    source: 'system',
    sourceName: SYSTEM_SOURCE_NAME,
    bodyHtml: paragraphHtml(statusChangeText(to)),
    createdAt: at,
  });
}

/**
 * Moves a request to another list (409 for a move ALLOWED_MOVES lacks) and records the change as a
 * system message the requester sees, in one transaction. Moving to the list it is in changes nothing.
 */
export async function applyMove(
  deps: { db: Db; now: () => Date; notifications?: Notifier },
  requestId: number,
  to: RequestState,
) {
  await deps.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request) throw notFound();
    if (request.state === to) return;
    if (!canMove(request.state, to)) {
      const message = textWith(CONCIERGE_ERRORS.invalidMove, { 0: request.state, 1: to });
      throw new HttpError(409, message, { code: 'invalid-transition' });
    }
    const at = deps.now();
    await recordMove(tx, request.id, to, at);
    // The seed moves demo requests without a notifier: no email for demo data.
    await deps.notifications?.requestMoved(tx, request, to, at);
  });
}
