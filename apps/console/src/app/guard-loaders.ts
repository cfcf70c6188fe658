import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  guardGuestOnly,
  guardMfaEnrollment,
  requireAuth as decideRequireAuth,
  type AuthStore,
  type GuardDecision,
} from '@concierge/auth';
import { paths, toAppPath } from './paths';

// The rules live in @concierge/auth; these loaders apply their decisions to the console's router, whose
// paths are relative to its basename (a loader's request URL is the full one, /console included).

/** What the guards need of the auth store. */
export type AuthGate = Pick<AuthStore, 'view' | 'saveReturnPath'>;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${toAppPath(url.pathname)}${url.search}`;
};

function apply(gate: AuthGate, decision: GuardDecision) {
  if (decision.type === 'allow') return null;
  if (decision.saveReturnPath) gate.saveReturnPath(decision.saveReturnPath);
  return redirect(decision.to);
}

/** Signed-in pages: a signed-out visitor goes to sign-in with the path saved, and comes back after. */
export const requireAuth =
  (gate: AuthGate) =>
  ({ request }: LoaderFunctionArgs) =>
    apply(gate, decideRequireAuth(gate.view(), pathOf(request)));

/** Sign-in: a signed-in visitor without a pending MFA step goes on (the auth package says /dashboard). */
export const guestOnly = (gate: AuthGate) => () => apply(gate, guardGuestOnly(gate.view()));

/** The MFA step: only while one is pending; otherwise sign-in. */
export const mfaGuard = (gate: AuthGate) => () => apply(gate, guardMfaEnrollment(gate.view()));

/** The auth package's destinations that the console has no page for lead to the queue. */
export const toQueue = () => redirect(paths.queue);
