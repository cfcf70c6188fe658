import type { Db } from '../db/database.js';
import type { MessageRow, RequestRow } from './tables.js';

// The other two moments of a request's life that domains follow, beside its state changes
// (`StateChangedHook`, change-state.ts): its making and each message posted to it. Each hook runs inside the
// event's own transaction, the request locked, after the event's rows are written: what it writes commits
// with the event, and if it throws, the event fails with it. Service levels start and move their clocks here
// (docs/service-levels.md#clocks), and routing gives a new request to a concierge.

/** A request was made (a survey submitted), at `at`. */
export type RequestCreatedHook = (tx: Db, requestId: number, at: Date) => Promise<void>;

/** A message was posted to `request` (as it was before any reopening the message caused). */
export type MessagePostedHook = (
  tx: Db,
  posted: { request: RequestRow; message: MessageRow },
) => Promise<void>;
