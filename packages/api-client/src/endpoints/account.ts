import type { Locale } from '../constants.js';
import type { EndpointContext } from './failure-policies.js';

/** The signed-in user's account; all strict: they throw {@link ApiError} for the forms. */
export function accountEndpoints({ call }: EndpointContext) {
  return {
    /** Changes first and last name; answers the current user as `getCurrentUser` does. */
    updateProfile: async (name: string, lastName: string) =>
      (await call('updateProfile', { body: { user: { name, last_name: lastName } } })).data.user,
    /**
     * The account's language: one of `LOCALES`, or null to follow the browser's languages again.
     * Answers the current user as `getCurrentUser` does; its emails are then written in that language.
     */
    updateLocale: async (locale: Locale | null) =>
      (await call('updateLocale', { body: { user: { locale } } })).data.user,
    /** Needs the current password; every other session of the account ends. */
    changePassword: async (currentPassword: string, password: string) =>
      (await call('changePassword', { body: { user: { current_password: currentPassword, password } } }))
        .data,
    /** Sends a confirmation link to `email`; nothing changes until it is confirmed. */
    requestEmailChange: async (email: string, currentPassword: string) =>
      (await call('requestEmailChange', { body: { user: { email, current_password: currentPassword } } }))
        .data,
    /** Confirms an email change with the link's token (public: the link may open signed out). */
    confirmEmailChange: async (token: string) => (await call('confirmEmailChange', { body: { token } })).data,
    /** Ends a pending email change with the old address's cancel link (public, like confirming). */
    cancelEmailChange: async (token: string) => (await call('cancelEmailChange', { body: { token } })).data,
    /**
     * Fresh proof with the password, for an account without a second factor: the server then takes factor
     * and session changes from this session for a few minutes (see `isFreshProofRequired`).
     */
    reauthenticate: async (password: string) =>
      (await call('reauthenticate', { body: { user: { password } } })).data,
    // Signed-in devices.
    /** The caller's live sessions, the current one first (`current: true`). */
    getSessions: async () => (await call('getSessions', {})).data.sessions,
    /** Ends one of the caller's sessions by its id (404 for any other id); the current one is a sign-out. */
    signOutSession: async (id: string) => (await call('signOutSession', { params: { id } })).data,
    /** Ends every session of the account but this one; answers how many ended. */
    signOutOtherSessions: async () => (await call('signOutOtherSessions', {})).data.signed_out,
  };
}
