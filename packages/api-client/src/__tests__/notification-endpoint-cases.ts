import type { EndpointCase } from './endpoint-case.js';

/** Email preferences (issue 16): each function's request and parsed answer. */
export const notificationCases: EndpointCase[] = [
  {
    fn: 'getNotificationPreferences',
    endpoint: 'getNotificationPreferences',
    method: 'GET',
    path: '/api/v1/notification_preferences',
    run: (api) => api.getNotificationPreferences(),
    expected: { email_replies: true },
  },
  {
    fn: 'updateNotificationPreferences',
    endpoint: 'updateNotificationPreferences',
    method: 'PUT',
    path: '/api/v1/notification_preferences',
    body: { preferences: { email_replies: false } },
    run: (api) => api.updateNotificationPreferences({ emailReplies: false }),
    expected: { email_replies: false },
  },
  {
    fn: 'getRequestNotifications',
    endpoint: 'getRequestNotifications',
    method: 'GET',
    path: '/api/v1/requests/101/notifications',
    run: (api) => api.getRequestNotifications(101),
    expected: { muted: false },
  },
  {
    fn: 'setRequestMuted',
    endpoint: 'updateRequestNotifications',
    method: 'PUT',
    path: '/api/v1/requests/101/notifications',
    body: { notifications: { muted: true } },
    run: (api) => api.setRequestMuted(101, true),
    expected: { muted: true },
  },
];
