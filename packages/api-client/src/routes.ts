// The API's routes without their schemas: what a call needs before it can be sent. Kept free of zod so
// the client's first paint does not carry the schemas (issue 11); `contract.ts` adds them, once per route.
import { authRoutes } from './auth-routes.js';

/** Who may call an endpoint: anyone, a signed-in user, or a concierge. */
export type Access = 'public' | 'user' | 'concierge';

/** Where an endpoint lives and who may call it. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/api/v1/requests/:id`. */
  path: string;
  access: Access;
}

/** Every endpoint (spec §7, the concierge's side of issue 8 and the conversation of issue 10). */
export const routes = {
  ...authRoutes,
  getRequest: { method: 'GET', path: '/api/v1/requests/:id', access: 'user' },
  getOpenRequests: { method: 'GET', path: '/api/v1/requests/open', access: 'user' },
  getInProgressRequests: { method: 'GET', path: '/api/v1/requests/in_progress', access: 'user' },
  getCompletedRequests: { method: 'GET', path: '/api/v1/requests/completed', access: 'user' },
  /** The requester's reply (issue 10); replying to a completed request reopens it. */
  postRequestMessage: { method: 'POST', path: '/api/v1/requests/:id/messages', access: 'user' },
  /** The requester marks their request completed (issue 10); already completed changes nothing. */
  completeRequest: { method: 'POST', path: '/api/v1/requests/:id/complete', access: 'user' },
  getRecommendedCategories: { method: 'GET', path: '/api/v1/recommended_request_categories', access: 'user' },
  getSurveyCategories: { method: 'GET', path: '/api/v1/survey_categories', access: 'user' },
  getCategoryRequestSurveys: {
    method: 'GET',
    path: '/api/v1/survey_categories/:id/request_surveys',
    access: 'user',
  },
  startUserRequestSurvey: {
    method: 'POST',
    path: '/api/v1/request_surveys/:id/user_request_surveys',
    access: 'user',
  },
  getNextSurveyItem: {
    method: 'GET',
    path: '/api/v1/user_request_surveys/:id/next_screen_item',
    access: 'user',
  },
  answerSurveyItem: {
    method: 'POST',
    path: '/api/v1/user_request_surveys/:id/user_request_answers',
    access: 'user',
  },
  submitSurvey: { method: 'POST', path: '/api/v1/user_request_surveys/:id/submit', access: 'user' },
  createUpload: { method: 'POST', path: '/api/v1/uploads/presigned_url', access: 'user' },
  getQueue: { method: 'GET', path: '/api/v1/concierge/requests', access: 'concierge' },
  getQueueCounts: { method: 'GET', path: '/api/v1/concierge/requests/counts', access: 'concierge' },
  getQueueRequest: { method: 'GET', path: '/api/v1/concierge/requests/:id', access: 'concierge' },
  postConciergeMessage: {
    method: 'POST',
    path: '/api/v1/concierge/requests/:id/messages',
    access: 'concierge',
  },
  moveRequest: { method: 'PATCH', path: '/api/v1/concierge/requests/:id', access: 'concierge' },
  /** The requester's search of their own requests (issue 20). */
  searchRequests: { method: 'GET', path: '/api/v1/requests/search', access: 'user' },
  /** Issue 20: the requester withdraws an open or in-progress request with a reason. */
  withdrawRequest: { method: 'POST', path: '/api/v1/requests/:id/withdraw', access: 'user' },
  /** Issue 20: the requester's rating of a completed request (one per request, changeable for 7 days). */
  getRequestRating: { method: 'GET', path: '/api/v1/requests/:id/rating', access: 'user' },
  rateRequest: { method: 'PUT', path: '/api/v1/requests/:id/rating', access: 'user' },
  getQueueRequestRating: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id/rating',
    access: 'concierge',
  },
  getRatingSummary: { method: 'GET', path: '/api/v1/concierge/ratings/summary', access: 'concierge' },
  /** Issue 18: take a request, give it to a colleague or put it back. */
  assignRequest: { method: 'PUT', path: '/api/v1/concierge/requests/:id/assignee', access: 'concierge' },
  getStaff: { method: 'GET', path: '/api/v1/concierge/staff', access: 'concierge' },
  getSavedReplies: { method: 'GET', path: '/api/v1/concierge/saved_replies', access: 'concierge' },
  createSavedReply: { method: 'POST', path: '/api/v1/concierge/saved_replies', access: 'concierge' },
  updateSavedReply: { method: 'PATCH', path: '/api/v1/concierge/saved_replies/:id', access: 'concierge' },
  deleteSavedReply: { method: 'DELETE', path: '/api/v1/concierge/saved_replies/:id', access: 'concierge' },
  /** Issue 20: the signed-in user's own account. */
  updateProfile: { method: 'PATCH', path: '/api/v1/users/profile', access: 'user' },
  changePassword: { method: 'PUT', path: '/api/v1/users/password_change', access: 'user' },
  /** Issue 21: the account's language (null: follow the browser). */
  updateLocale: { method: 'PUT', path: '/api/v1/users/locale', access: 'user' },
  requestEmailChange: { method: 'POST', path: '/api/v1/users/email_change', access: 'user' },
  confirmEmailChange: { method: 'POST', path: '/api/v1/users/email_change/confirm', access: 'public' },
  /** Issue 16: the requester's email notifications; the mute is per own request. */
  getNotificationPreferences: {
    method: 'GET',
    path: '/api/v1/users/notification_preferences',
    access: 'user',
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/api/v1/users/notification_preferences',
    access: 'user',
  },
  getRequestMute: { method: 'GET', path: '/api/v1/requests/:id/mute', access: 'user' },
  setRequestMute: { method: 'PUT', path: '/api/v1/requests/:id/mute', access: 'user' },
  /** Issue 18: staff accounts. Invitations and deactivation are for admins (checked by the server). */
  getStaffInvites: { method: 'GET', path: '/api/v1/concierge/staff_invites', access: 'concierge' },
  createStaffInvite: { method: 'POST', path: '/api/v1/concierge/staff_invites', access: 'concierge' },
  acceptStaffInvite: { method: 'POST', path: '/api/v1/staff_invites/accept', access: 'public' },
  setStaffActive: { method: 'PUT', path: '/api/v1/concierge/staff/:id/active', access: 'concierge' },
  /** Issue 19: signed-in devices, the caller's own sessions (`:id` is a session's opaque public id). */
  getSessions: { method: 'GET', path: '/api/v1/users/sessions', access: 'user' },
  signOutSession: { method: 'DELETE', path: '/api/v1/users/sessions/:id', access: 'user' },
  signOutOtherSessions: { method: 'DELETE', path: '/api/v1/users/other_sessions', access: 'user' },
  /** Issue 19: managing passkeys (the second factor and the sign-in with one are in `auth-routes.ts`). */
  getPasskeys: { method: 'GET', path: '/api/v1/users/passkeys', access: 'user' },
  startPasskeyRegistration: {
    method: 'POST',
    path: '/api/v1/users/passkeys/registration_options',
    access: 'user',
  },
  registerPasskey: { method: 'POST', path: '/api/v1/users/passkeys', access: 'user' },
  renamePasskey: { method: 'PUT', path: '/api/v1/users/passkeys/:id', access: 'user' },
  removePasskey: { method: 'DELETE', path: '/api/v1/users/passkeys/:id', access: 'user' },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof routes;
