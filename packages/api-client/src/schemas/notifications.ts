import { z } from './zod.js';

// The requester's email notifications — one account-wide switch and a mute per request.

/** "Email me when the concierge replies" (on by default; the emails' unsubscribe link turns it off). */
export const NotificationPreferences = z.object({ email_replies: z.boolean() });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesResponse = z.object({ preferences: NotificationPreferences });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

export const UpdateNotificationPreferencesBody = z.object({ preferences: NotificationPreferences });
export type UpdateNotificationPreferencesBody = z.input<typeof UpdateNotificationPreferencesBody>;

/** A muted request sends its requester no emails; the account-wide switch still applies to the others. */
export const RequestMute = z.object({ muted: z.boolean() });
export type RequestMute = z.infer<typeof RequestMute>;

export const RequestMuteResponse = z.object({ mute: RequestMute });
export type RequestMuteResponse = z.infer<typeof RequestMuteResponse>;

export const SetRequestMuteBody = z.object({ mute: RequestMute });
export type SetRequestMuteBody = z.input<typeof SetRequestMuteBody>;
