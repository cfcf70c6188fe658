import {
  CONCIERGE_MOVES,
  DEFAULT_STATUS,
  routes,
  type EndpointName,
  type RequestState,
} from '@concierge/api-client';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { textWith } from '../i18n/catalogs.js';
import { defineTexts } from '../i18n/text-registry.js';
import { REQUESTER_TEXTS } from '../requester/texts.js';

// A request's life as data: who may move it from which list to which, by which action, with which thread
// note and which notifier call. `changeRequestState` (change-state.ts) runs every change by this table, and
// the README's "A request's life" is rendered from it (lifecycle.test.ts fails if the copy drifts).

/** Who acts on a request; the README names them by these labels. */
export const ACTOR_ROLES = {
  concierge: 'concierge or admin',
  requester: 'requester',
  system: 'system',
} as const;
export type ActorRole = keyof typeof ACTOR_ROLES;

/**
 * The one who changes the state. Staff and requesters are signed-in users; the system is code acting for no
 * one (the demo seed replaying a concierge's moves, which has no notifier, so no email for demo data).
 */
export type Actor = { role: 'concierge' | 'requester'; user: UserRow } | { role: 'system' };
export const SYSTEM_ACTOR: Actor = Object.freeze({ role: 'system' });

/** Who system messages are from, as the thread shows it. */
export const SYSTEM_SOURCE_NAME = 'Concierge';

/** The system message the requester sees in the thread when their request changes list. */
export const statusChangeText = (to: RequestState) => `Status changed to ${DEFAULT_STATUS[to]}`;

export const LIFECYCLE_ERRORS = defineTexts({ invalidMove: 'A request cannot move from {0} to {1}.' });

/** The values a thread note may use: the list it moves to, the actor's name, the actor's reason. */
export interface NoteValues {
  to: RequestState;
  name: string;
  reason: string;
}
/** A note's text, plain (the caller escapes it): the thread stores it in English, as every status note. */
export type ThreadNote = (values: NoteValues) => string;
const STATUS_NOTE: ThreadNote = ({ to }) => statusChangeText(to);
const WITHDRAWAL_NOTE: ThreadNote = ({ name, reason }) => REQUESTER_TEXTS.withdrawnNote(name, reason);

/** The notifier's method a change calls inside its transaction, if any (the Notifier decides what emails). */
export type NotifierCall = 'requestMoved';

/** One row: `by` may move a request from `from` to `to` by `action`, leaving `note` and calling `notify`. */
export interface Transition {
  action: RequestAction;
  by: readonly ActorRole[];
  from: RequestState;
  to: RequestState;
  note: ThreadNote;
  notify: NotifierCall | null;
}

/** What an action does in a state no row of it leaves: nothing, or an error answer. */
export interface Outcome {
  label: string;
  refuse?: (from: RequestState, to: RequestState) => HttpError;
}
const UNCHANGED: Outcome = { label: 'nothing changes (no note)' };
const REPLY_ONLY: Outcome = { label: 'only the reply is posted (no move, no note)' };
const INVALID_TRANSITION: Outcome = {
  label: '409 `invalid-transition`',
  refuse: (from, to) =>
    new HttpError(409, textWith(LIFECYCLE_ERRORS.invalidMove, { 0: from, 1: to }), {
      code: 'invalid-transition',
    }),
};
const ALREADY_COMPLETED: Outcome = {
  label: '409 `already-completed`',
  refuse: () => new HttpError(409, REQUESTER_TEXTS.alreadyCompleted, { code: 'already-completed' }),
};

/** An action: how it reaches the server, its fixed target (a move names its own), and its other answers. */
export interface ActionRule {
  /** The contract's endpoint that takes it, or the inbound mail listener (a requester's emailed reply). */
  via: EndpointName | 'inbound-mail';
  /** The list it always goes to; absent for `move`, whose caller names the list. */
  to?: RequestState;
  /** When the request is already in the target list (a retried click, a reply to an open request). */
  whenThere: Outcome;
  /** From a list with no row for this action; absent when every other list has one. */
  otherwise?: Outcome;
}

/**
 * Every action, in the README's order. Both reopenings are the requester's reply to a completed request;
 * they differ only in how the reply arrived, which later features (audit, webhooks) may want to tell apart.
 */
export const REQUEST_ACTIONS = {
  move: { via: 'moveRequest', whenThere: UNCHANGED, otherwise: INVALID_TRANSITION },
  complete: { via: 'completeRequest', to: 'completed', whenThere: UNCHANGED },
  withdraw: { via: 'withdrawRequest', to: 'completed', whenThere: ALREADY_COMPLETED },
  'reopen-by-reply': {
    via: 'postRequestMessage',
    to: 'open',
    whenThere: REPLY_ONLY,
    otherwise: REPLY_ONLY,
  },
  'reopen-by-email': {
    via: 'inbound-mail',
    to: 'open',
    whenThere: REPLY_ONLY,
    otherwise: REPLY_ONLY,
  },
} as const satisfies Record<string, ActionRule>;
export type RequestAction = keyof typeof REQUEST_ACTIONS;

/** How an action reaches the server, as the README shows it: the contract's method and path, or a phrase. */
export function viaLabel(action: RequestAction): string {
  const { via } = REQUEST_ACTIONS[action] as ActionRule;
  if (via === 'inbound-mail') return 'a reply by email (the inbound mail listener)';
  return `\`${routes[via].method} ${routes[via].path}\``;
}

const rows = (
  action: RequestAction,
  by: readonly ActorRole[],
  from: readonly RequestState[],
  to: RequestState,
  note: ThreadNote,
  notify: NotifierCall | null,
): Transition[] => from.map((state) => ({ action, by, from: state, to, note, notify }));

/**
 * The whole lifecycle. The concierge's moves are the contract's {@link CONCIERGE_MOVES}, the table the
 * console offers its buttons from: derived here, never retyped, so the server cannot refuse a button the
 * console shows nor accept one it hides. A move is emailed by the notifier (started and completed); the
 * requester's own actions are not: they know. A reopening's reply is notified as a message (post-message.ts).
 */
export const LIFECYCLE: readonly Transition[] = [
  ...(Object.entries(CONCIERGE_MOVES) as Array<[RequestState, readonly RequestState[]]>).flatMap(
    ([from, targets]) =>
      targets.flatMap((to) => rows('move', ['concierge', 'system'], [from], to, STATUS_NOTE, 'requestMoved')),
  ),
  ...rows('complete', ['requester'], ['open', 'in_progress'], 'completed', STATUS_NOTE, null),
  ...rows('withdraw', ['requester'], ['open', 'in_progress'], 'completed', WITHDRAWAL_NOTE, null),
  ...rows('reopen-by-reply', ['requester'], ['completed'], 'open', STATUS_NOTE, null),
  ...rows('reopen-by-email', ['requester'], ['completed'], 'open', STATUS_NOTE, null),
];

/** The row that takes `action` from `from` to `to`, if any. */
export const findTransition = (action: RequestAction, from: RequestState, to: RequestState) =>
  LIFECYCLE.find((row) => row.action === action && row.from === from && row.to === to);

/** True when some row of `action` lists `role` among those who may take it. */
export const mayAct = (role: ActorRole, action: RequestAction) =>
  LIFECYCLE.some((row) => row.action === action && row.by.includes(role));

/** The list `action` moves to: its fixed target, or the one a move names. */
export function targetOf(action: RequestAction, named?: RequestState): RequestState {
  const fixed = (REQUEST_ACTIONS[action] as ActionRule).to;
  const to = fixed ?? named;
  if (!to) throw new Error(`${action} needs the list to move to`);
  return to;
}

/** What `action` does from `from` when no row takes it to `to`. */
export function outcomeWithoutRow(action: RequestAction, from: RequestState, to: RequestState): Outcome {
  const rule: ActionRule = REQUEST_ACTIONS[action];
  // Unreachable while every other list has a row (a test holds it); refused rather than guessed if not.
  return from === to ? rule.whenThere : (rule.otherwise ?? INVALID_TRANSITION);
}
