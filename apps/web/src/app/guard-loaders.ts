import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  guardGuestOnly,
  guardMfaEnrollment,
  requireAuth as decideRequireAuth,
  resolveRoot,
  type AuthStore,
  type GuardDecision,
} from '@concierge/auth/core';

// The guard rules themselves live in @concierge/auth (pure functions over the auth state); these loaders
// only apply their decisions to the router, before any page chunk renders.

// The console applies the same loaders from @concierge/account-ui (guard-loaders.ts); this app, whose router
// is in every first load, keeps this copy without the basename mapping (bench/: the first-load budget).

/** What the guards need of the auth store. */
export type AuthGate = Pick<AuthStore, 'view' | 'saveReturnPath'>;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

function apply(gate: AuthGate, decision: GuardDecision) {
  if (decision.type === 'allow') return null;
  if (decision.saveReturnPath) gate.saveReturnPath(decision.saveReturnPath);
  return redirect(decision.to);
}

/** Auth-required routes: signed out → sign-in with the full path saved; a pending MFA step first. */
export const requireAuth =
  (gate: AuthGate) =>
  ({ request }: LoaderFunctionArgs) =>
    apply(gate, decideRequireAuth(gate.view(), pathOf(request)));

/** `/`: dashboard when signed in, else sign-in, saving no return path (docs/screens.md#routes). */
export const rootRedirect = (gate: AuthGate) => () => redirect(resolveRoot(gate.view()));

/** /sign-in and /sign-up: a signed-in user without a pending MFA step goes to the dashboard. */
export const guestOnly = (gate: AuthGate) => () => apply(gate, guardGuestOnly(gate.view()));

/** /mfa-enrollment: only while enrollment is available or verification is required; else sign-in. */
export const mfaEnrollmentGuard = (gate: AuthGate) => () => apply(gate, guardMfaEnrollment(gate.view()));
