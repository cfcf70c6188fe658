import type { EndpointContext } from './failure-policies.js';

/** Signed-in devices (issue 19): the caller's own sessions. Strict: they throw {@link ApiError} for the page. */
export function sessionEndpoints({ call }: EndpointContext) {
  return {
    /** The caller's live sessions, the current one first (`current: true`). */
    getSessions: async () => (await call('getSessions', {})).data.sessions,
    /** Ends one of the caller's sessions by its id (404 for any other id); the current one is a sign-out. */
    signOutSession: async (id: string) => (await call('signOutSession', { params: { id } })).data,
    /** Ends every session of the account but this one; answers how many ended. */
    signOutOtherSessions: async () => (await call('signOutOtherSessions', {})).data.signed_out,
  };
}
