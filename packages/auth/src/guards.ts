import { AUTH_ROUTES } from './constants.js';
import { isMfaPending, type AuthState } from './machine.js';
import { toReturnPath } from './return-path.js';

/** What the guards read: the machine's state plus whether the session is valid right now (clock included). */
export interface AuthView extends AuthState {
  authenticated: boolean;
}

/** A guard's answer. On a redirect, the router saves `saveReturnPath` (when not null) before navigating. */
export type GuardDecision =
  { type: 'allow' } | { type: 'redirect'; to: string; saveReturnPath: string | null };

const ALLOW: GuardDecision = Object.freeze({ type: 'allow' });
const redirect = (to: string, saveReturnPath: string | null = null): GuardDecision => ({
  type: 'redirect',
  to,
  saveReturnPath,
});

/** Signed in: a valid token and a state past sign-in (a pending MFA step counts as signed in). */
export function isSignedIn(view: AuthView): boolean {
  return view.authenticated && view.status !== 'signedOut';
}

/** /mfa-enrollment: signed in, and enrollment available or verification required; else sign-in. */
export function guardMfaEnrollment(view: AuthView): GuardDecision {
  const { enrollmentAvailable, verificationRequired } = view.mfa;
  return isSignedIn(view) && (enrollmentAvailable || verificationRequired)
    ? ALLOW
    : redirect(AUTH_ROUTES.signIn);
}

/** /sign-in and /sign-up: a signed-in user without a pending MFA step goes to the dashboard. */
export function guardGuestOnly(view: AuthView): GuardDecision {
  return isSignedIn(view) && !isMfaPending(view.status) ? redirect(AUTH_ROUTES.dashboard) : ALLOW;
}

/** Where the auth flow goes next: sign-in, the pending MFA step, onboarding, the return path or the dashboard. */
export function destinationAfterAuth(view: AuthView): string {
  if (!isSignedIn(view)) return AUTH_ROUTES.signIn;
  if (isMfaPending(view.status)) {
    return guardMfaEnrollment(view).type === 'allow' ? AUTH_ROUTES.mfaEnrollment : AUTH_ROUTES.signIn;
  }
  if (view.redirectToOnboarding) return AUTH_ROUTES.onboarding;
  return view.returnPath ?? AUTH_ROUTES.dashboard;
}

/**
 * Auth-required routes: signed out goes to sign-in with the full path saved, except when
 * redirected from the root. A pending MFA step goes to that step first (our rule: the step gates the app).
 */
export function requireAuth(
  view: AuthView,
  path: string,
  options: { fromRoot?: boolean | undefined } = {},
): GuardDecision {
  if (isSignedIn(view) && !isMfaPending(view.status)) return ALLOW;
  const saveReturnPath = options.fromRoot ? null : toReturnPath(path);
  return redirect(destinationAfterAuth(view), saveReturnPath);
}

/** `/`: the dashboard when signed in, else sign-in. */
export function resolveRoot(view: AuthView): string {
  return isSignedIn(view) ? AUTH_ROUTES.dashboard : AUTH_ROUTES.signIn;
}
