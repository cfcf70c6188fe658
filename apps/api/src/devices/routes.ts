import type { SignedInSession } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { revokeOtherSessions } from '../accounts/queries.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { describeDevice, describePlace } from './describe-session.js';
import { listLiveSessions, revokeSessionByPublicId } from './queries.js';

/**
 * Signed-in devices (issue 19): the caller's own sessions, named by their opaque public id only (never the
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

  // Another user's session, an ended one and an unknown id are the same 404: ids reveal nothing.
  endpoint('signOutSession', {}, async ({ caller, params }) => {
    if (!(await revokeSessionByPublicId(context.db, caller.user.id, params.id, context.now()))) {
      throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
    }
    return { success: true as const };
  });

  endpoint('signOutOtherSessions', {}, async ({ caller }) => {
    const signedOut = await revokeOtherSessions(context.db, caller.user.id, caller.session.id, context.now());
    return { success: true as const, signed_out: signedOut };
  });
};
