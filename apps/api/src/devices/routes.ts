import type { SignedInSession } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { requireFreshProofNow } from '../accounts/fresh-proof.js';
import { revokeOtherSessions } from '../accounts/queries.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { describeDevice, describePlace } from './describe-session.js';
import { listLiveSessions, revokeSessionByPublicId } from './queries.js';

/**
 * Signed-in devices: the caller's own sessions, named by their opaque public id only (never the
 * token or its digest), one signed out, or every one but this.
 */
export const registerDeviceRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint('getSessions', {}, async ({ caller }) => {
    const rows = await listLiveSessions(context.db, caller.user.id, context.now());
    const sessions: SignedInSession[] = rows.map((row) => ({
      id: row.publicId,
      current: row.id === caller.session.id,
      ...describeDevice(row.userAgent),
      place: describePlace(row.ip),
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
    }));
    // This device first, then the most recently seen (the query's order).
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return { sessions };
  });

  // Another user's session, an ended one and an unknown id are the same 404: ids reveal nothing. Ending
  // another session needs fresh proof (a stolen session must not sign its owner out); this one is a sign-out.
  endpoint('signOutSession', {}, async ({ caller, params }) => {
    if (params.id !== caller.session.publicId) await requireFreshProofNow(context, caller);
    if (!(await revokeSessionByPublicId(context.db, caller.user.id, params.id, context.now()))) {
      throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
    }
    // Another device's session: its tabs hear it ended. This one's is a sign-out (see signOut).
    if (params.id !== caller.session.publicId) context.live.sessionsEnded(caller.user.id);
    return { success: true as const };
  });

  endpoint('signOutOtherSessions', {}, async ({ caller }) => {
    await requireFreshProofNow(context, caller);
    const signedOut = await revokeOtherSessions(context.db, caller.user.id, caller.session.id, context.now());
    if (signedOut > 0) context.live.sessionsEnded(caller.user.id);
    return { success: true as const, signed_out: signedOut };
  });
};
