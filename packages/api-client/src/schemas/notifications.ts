import { z } from './zod.js';

/** A person's email preferences (issue 16); every one is on until turned off. */
export const NotificationPreferences = z.object({
  /** Email me when the concierge replies or moves my request. */
  email_replies: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesResponse = z.object({ preferences: NotificationPreferences });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

export const NotificationPreferencesBody = z.object({ preferences: NotificationPreferences });
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBody>;

/** One request's emails: muted stops them for that request only. */
export const RequestNotifications = z.object({ muted: z.boolean() });
export type RequestNotifications = z.infer<typeof RequestNotifications>;

export const RequestNotificationsResponse = z.object({ notifications: RequestNotifications });
export type RequestNotificationsResponse = z.infer<typeof RequestNotificationsResponse>;

export const RequestNotificationsBody = z.object({ notifications: RequestNotifications });
export type RequestNotificationsBody = z.infer<typeof RequestNotificationsBody>;
