import type { AppContext } from '../app-context.js';
import type { StateChangedHook } from '../requests/change-state.js';
import { clocksStopped, requesterWrote, startClocks, teamReplied } from './clocks.js';
import { routeRequest } from './routing.js';

/** Completing stops the clocks; leaving the completed list (a reopening) starts them again. */
export const followStateChange: StateChangedHook = async (tx, change) => {
  if (change.to === 'completed') await clocksStopped(tx, change.request.id, change.at);
  else if (change.from === 'completed') await requesterWrote(tx, change.request.id, change.at);
};

/**
 * Service levels follow a request's life through its three hook points (requests/life-hooks.ts and the state
 * changes): a new request starts its clocks and is routed; a public message from either side moves the reply
 * and resolution clocks; completing stops them, reopening starts them again (docs/service-levels.md#clocks).
 */
export function followRequestLife(context: AppContext): void {
  (context.onRequestCreated ??= []).push(async (tx, requestId, at) => {
    await startClocks(tx, requestId, at);
    await routeRequest(tx, requestId, at);
  });

  (context.onMessagePosted ??= []).push(async (tx, { request, message }) => {
    if (message.internal) return;
    if (message.source === 'concierge') await teamReplied(tx, request.id, message.createdAt);
    // A reply to a completed request is its reopening, which the state change below has dealt with.
    if (message.source === 'user' && request.state !== 'completed') {
      await requesterWrote(tx, request.id, message.createdAt);
    }
  });

  (context.onStateChanged ??= []).push(followStateChange);
}
