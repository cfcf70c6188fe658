import type { EndpointContext } from './failure-policies.js';

/** The requester's email notifications (issue 16); strict: they throw {@link ApiError} for the settings UI. */
export function notificationEndpoints({ call }: EndpointContext) {
  return {
    getNotificationPreferences: async () => (await call('getNotificationPreferences', {})).data.preferences,
    updateNotificationPreferences: async (emailReplies: boolean) =>
      (
        await call('updateNotificationPreferences', {
          body: { preferences: { email_replies: emailReplies } },
        })
      ).data.preferences,
    /** Whether the caller's own request `id` is muted (404 for others' ids). */
    getRequestMute: async (id: number) => (await call('getRequestMute', { params: { id } })).data.mute.muted,
    setRequestMute: async (id: number, muted: boolean) =>
      (await call('setRequestMute', { params: { id }, body: { mute: { muted } } })).data.mute.muted,
  };
}
