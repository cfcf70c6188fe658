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
// only apply their decisions to an app's router, before any page chunk renders (docs/screens.md#routes).

/** What the guards need of the auth store. */
export type AuthGate = Pick<AuthStore, 'view' | 'saveReturnPath'>;

/** A loader's request URL is the full one: an app under a basename gives its paths relative to it. */
export type ToAppPath = (pathname: string) => string;

function apply(gate: AuthGate, decision: GuardDecision) {
  if (decision.type === 'allow') return null;
  if (decision.saveReturnPath) gate.saveReturnPath(decision.saveReturnPath);
  return redirect(decision.to);
}

/** Signed-in pages: signed out → sign-in with the full path saved (and back after); a pending MFA step first. */
export const requireAuth =
  (gate: AuthGate, toAppPath?: ToAppPath) =>
  ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    return apply(
      gate,
      decideRequireAuth(gate.view(), `${toAppPath ? toAppPath(pathname) : pathname}${search}`),
    );
  };

/** `/`: dashboard when signed in, else sign-in, saving no return path. */
export const rootRedirect = (gate: AuthGate) => () => redirect(resolveRoot(gate.view()));

/** Sign-in and sign-up: a signed-in user without a pending MFA step goes on (the auth package says /dashboard). */
export const guestOnly = (gate: AuthGate) => () => apply(gate, guardGuestOnly(gate.view()));

/** The MFA step: only while enrollment is available or verification is required; else sign-in. */
export const mfaEnrollmentGuard = (gate: AuthGate) => () => apply(gate, guardMfaEnrollment(gate.view()));
