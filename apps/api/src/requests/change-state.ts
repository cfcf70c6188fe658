import type { RequestState } from '@concierge/api-client';
import type { LiveFeed } from '../live/live-feed.js';
import type { Db } from '../db/database.js';
import { paragraphHtml } from '../thread/sanitize.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  findTransition,
  mayAct,
  outcomeWithoutRow,
  SYSTEM_SOURCE_NAME,
  targetOf,
  type Actor,
  type RequestAction,
} from './lifecycle.js';
import { findRequest, insertMessage, setRequestState } from './queries.js';
import { notFound } from './service.js';
import type { MessageRow, RequestRow } from './tables.js';
import { fullName } from '../accounts/full-name.js';

/** One state change asked for: the request as locked by the caller, the action, who acts and when. */
export type StateChange = { request: RequestRow; actor: Actor; at: Date } & (
  | { action: 'move'; to: RequestState }
  | { action: 'withdraw'; reason: string }
  | { action: Exclude<RequestAction, 'move' | 'withdraw'> }
);

/** A change made, as the hooks receive it. */
export interface StateChanged {
  /** The request as it was before the change (its `state` is `from`). */
  request: RequestRow;
  action: RequestAction;
  actor: Actor;
  from: RequestState;
  to: RequestState;
  at: Date;
  /** The status note the change wrote to the thread. */
  note: MessageRow;
  /** The requester's reason, for a withdrawal. */
  reason?: string;
}

/**
 * Runs inside the change's transaction, after the state, the note and the notifier: whatever it writes
 * commits with the change, and if it throws, the change (and the answer) fails with it.
 */
export type StateChangedHook = (tx: Db, change: StateChanged) => Promise<void>;

/**
 * What a change needs besides the transaction; the app context is one. The seed has no notifier (no email
 * for demo data) and no hooks.
 */
export interface LifecycleContext {
  notifications?: Notifier | undefined;
  /** See {@link changeRequestState}; `AppContext.onStateChanged`. */
  onStateChanged?: readonly StateChangedHook[] | undefined;
  /** The live stream, told once the change's transaction has committed; the seed has none. */
  live?: LiveFeed | undefined;
}

/**
 * The request, locked until the transaction ends so two changes never both read the old state. With
 * `ownerId`, another user's request is the same 404 as a missing one: ids reveal nothing.
 */
export async function lockRequest(tx: Db, requestId: number, ownerId?: number): Promise<RequestRow> {
  const request = await findRequest(tx, requestId, { forUpdate: true });
  if (!request || (ownerId !== undefined && request.userId !== ownerId)) throw notFound();
  return request;
}

/**
 * The one way a request changes state: every concierge move, the requester's complete, withdraw and reopening
 * reply (by HTTP or by email) and the demo seed come through here, inside the caller's transaction, with the
 * request locked by the caller ({@link lockRequest}).
 *
 * It finds the row of the lifecycle table (lifecycle.ts) for the action, the request's list and the target.
 * Without one, the action's own answer applies: nothing changes (a retried click, a move to the current list,
 * a reply to a request that is not completed) and it returns null, or it throws that answer's `HttpError`
 * (409 `invalid-transition`, 409 `already-completed`). With one, it writes the new state, the row's status
 * note in the thread (from `Concierge`, at `at`), calls the row's notifier method, then each hook.
 *
 * **Hook point**: `context.onStateChanged` (on the app context: a domain pushes its hook when it registers)
 * is the single place later features that follow state changes plug in: service-level clocks, webhooks,
 * audit. Hooks run in order inside the transaction, after the note and the notifier, and see the
 * {@link StateChanged}; one that throws rolls the change back.
 *
 * An actor the row does not list is a wiring mistake (the routes' access rules decide who reaches an action),
 * so it is an `Error`, a 500, never an answer a client can provoke.
 */
export async function changeRequestState(
  context: LifecycleContext,
  tx: Db,
  change: StateChange,
): Promise<StateChanged | null> {
  const { request, actor, at, action } = change;
  if (!mayAct(actor.role, action)) throw new Error(`a ${actor.role} cannot ${action} a request`);
  if (actor.role === 'requester' && request.userId !== actor.user.id) throw notFound();
  const from = request.state;
  const to = targetOf(action, change.action === 'move' ? change.to : undefined);
  const row = findTransition(action, from, to);
  if (!row) {
    const outcome = outcomeWithoutRow(action, from, to);
    if (outcome.refuse) throw outcome.refuse(from, to);
    return null;
  }
  if (!row.by.includes(actor.role)) throw new Error(`a ${actor.role} cannot ${action} from ${from}`);
  const reason = change.action === 'withdraw' ? change.reason : undefined;

  await setRequestState(tx, request.id, to, at);
  const name = actor.role === 'system' ? SYSTEM_SOURCE_NAME : fullName(actor.user);
  const note = await insertMessage(tx, {
    requestId: request.id,
    source: 'system',
    sourceName: SYSTEM_SOURCE_NAME,
    bodyHtml: paragraphHtml(row.note({ to, name, reason: reason ?? '' })),
    createdAt: at,
  });
  if (row.notify) await context.notifications?.[row.notify](tx, request, to, at);

  const changed: StateChanged = {
    request,
    action,
    actor,
    from,
    to,
    at,
    note,
    ...(reason !== undefined && { reason }),
  };
  for (const hook of context.onStateChanged ?? []) await hook(tx, changed);
  return changed;
}
