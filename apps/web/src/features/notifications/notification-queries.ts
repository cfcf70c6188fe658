import type { ApiClient } from '@concierge/api-client';

/** Query keys of email preferences (issue 16). */
export const notificationKeys = {
  preferences: ['notification-preferences'] as const,
  request: (id: number) => ['request-notifications', id] as const,
};

export const preferencesQuery = (api: ApiClient) => ({
  queryKey: notificationKeys.preferences,
  queryFn: () => api.getNotificationPreferences(),
});

export const requestNotificationsQuery = (api: ApiClient, id: number) => ({
  queryKey: notificationKeys.request(id),
  queryFn: () => api.getRequestNotifications(id),
});
