// The endpoints of email notification settings and per-request mutes: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import {
  NotificationPreferencesResponse,
  RequestMuteResponse,
  SetRequestMuteBody,
  UpdateNotificationPreferencesBody,
} from '../schemas/notifications.js';
import { IdParams } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const notificationsDefinitions = {
  /** The requester's email notifications; the mute is per own request. */
  getNotificationPreferences: {
    method: 'GET',
    path: '/api/v1/users/notification_preferences',
    access: 'user',
    response: NotificationPreferencesResponse,
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/api/v1/users/notification_preferences',
    access: 'user',
    body: UpdateNotificationPreferencesBody,
    response: NotificationPreferencesResponse,
  },
  getRequestMute: {
    method: 'GET',
    path: '/api/v1/requests/:id/mute',
    access: 'user',
    params: IdParams,
    response: RequestMuteResponse,
  },
  setRequestMute: {
    method: 'PUT',
    path: '/api/v1/requests/:id/mute',
    access: 'user',
    params: IdParams,
    body: SetRequestMuteBody,
    response: RequestMuteResponse,
  },
} as const satisfies Record<string, Endpoint>;
