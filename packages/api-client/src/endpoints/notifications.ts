import type { EndpointContext } from './failure-policies.js';

/** Email preferences (issue 16). Strict: they throw {@link ApiError}, for TanStack Query's error states. */
export function notificationEndpoints({ call }: EndpointContext) {
  return {
    /** The signed-in person's email preferences (defaults: on). */
    getNotificationPreferences: async () => (await call('getNotificationPreferences', {})).data.preferences,
    /** Turns email on replies on or off; answers the saved preferences. */
    updateNotificationPreferences: async (preferences: { emailReplies: boolean }) =>
      (
        await call('updateNotificationPreferences', {
          body: { preferences: { email_replies: preferences.emailReplies } },
        })
      ).data.preferences,
    /** Whether one of the person's requests is muted (no emails about it). */
    getRequestNotifications: async (id: number) =>
      (await call('getRequestNotifications', { params: { id } })).data.notifications,
    /** Mutes or unmutes one of the person's requests. */
    setRequestMuted: async (id: number, muted: boolean) =>
      (await call('updateRequestNotifications', { params: { id }, body: { notifications: { muted } } })).data
        .notifications,
  };
}
