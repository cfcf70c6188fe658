import { redirect } from 'react-router';
import {
  guestOnly,
  mfaEnrollmentGuard,
  requireAuth as requireAuthAt,
  type AuthGate,
} from '@concierge/account-ui/guard-loaders';
import { paths, toAppPath } from './paths';

// The loaders are @concierge/account-ui's (the web app's too); the console's router has paths relative to its
// basename, while a loader's request URL is the full one (/console included).

export { guestOnly, type AuthGate };

/** Signed-in pages: a signed-out visitor goes to sign-in with the path saved, and comes back after. */
export const requireAuth = (gate: AuthGate) => requireAuthAt(gate, toAppPath);

/** The MFA step: only while one is pending; otherwise sign-in. */
export const mfaGuard = mfaEnrollmentGuard;

/** The auth package's destinations that the console has no page for lead to the queue. */
export const toQueue = () => redirect(paths.queue);
