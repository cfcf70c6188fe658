// Written by the build from the definitions/ folder (see definitions/route-table-source.ts): do not edit. The
// routes without their schemas, so that routing a call does not load zod.
import type { Route } from './routes.js';

export const appRoutes = {
  // definitions/requests.ts
  getRequest: { method: 'GET', path: '/api/v1/requests/:id', access: 'user' },
  getOpenRequests: { method: 'GET', path: '/api/v1/requests/open', access: 'user' },
  getInProgressRequests: { method: 'GET', path: '/api/v1/requests/in_progress', access: 'user' },
  getCompletedRequests: { method: 'GET', path: '/api/v1/requests/completed', access: 'user' },
  postRequestMessage: { method: 'POST', path: '/api/v1/requests/:id/messages', access: 'user' },
  completeRequest: { method: 'POST', path: '/api/v1/requests/:id/complete', access: 'user' },
  // definitions/surveys.ts
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
  // definitions/uploads.ts
  createUpload: { method: 'POST', path: '/api/v1/uploads/presigned_url', access: 'user' },
  // definitions/concierge.ts
  getQueue: { method: 'GET', path: '/api/v1/concierge/requests', access: 'concierge' },
  getQueueCounts: { method: 'GET', path: '/api/v1/concierge/requests/counts', access: 'concierge' },
  getQueueRequest: { method: 'GET', path: '/api/v1/concierge/requests/:id', access: 'concierge' },
  postConciergeMessage: {
    method: 'POST',
    path: '/api/v1/concierge/requests/:id/messages',
    access: 'concierge',
  },
  moveRequest: { method: 'PATCH', path: '/api/v1/concierge/requests/:id', access: 'concierge' },
  getRequestMoves: { method: 'GET', path: '/api/v1/concierge/requests/:id/moves', access: 'concierge' },
  putRequestPresence: { method: 'PUT', path: '/api/v1/concierge/requests/:id/presence', access: 'concierge' },
  deleteRequestPresence: {
    method: 'DELETE',
    path: '/api/v1/concierge/requests/:id/presence',
    access: 'concierge',
  },
  // definitions/search.ts
  searchRequests: { method: 'GET', path: '/api/v1/requests/search', access: 'user' },
  // definitions/requester.ts
  withdrawRequest: { method: 'POST', path: '/api/v1/requests/:id/withdraw', access: 'user' },
  getRequestRating: { method: 'GET', path: '/api/v1/requests/:id/rating', access: 'user' },
  rateRequest: { method: 'PUT', path: '/api/v1/requests/:id/rating', access: 'user' },
  getQueueRequestRating: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id/rating',
    access: 'concierge',
  },
  getRatingSummary: { method: 'GET', path: '/api/v1/concierge/ratings/summary', access: 'concierge' },
  // definitions/concierge-team.ts
  assignRequest: { method: 'PUT', path: '/api/v1/concierge/requests/:id/assignee', access: 'concierge' },
  getStaff: { method: 'GET', path: '/api/v1/concierge/staff', access: 'concierge' },
  getSavedReplies: { method: 'GET', path: '/api/v1/concierge/saved_replies', access: 'concierge' },
  createSavedReply: { method: 'POST', path: '/api/v1/concierge/saved_replies', access: 'concierge' },
  updateSavedReply: { method: 'PATCH', path: '/api/v1/concierge/saved_replies/:id', access: 'concierge' },
  deleteSavedReply: { method: 'DELETE', path: '/api/v1/concierge/saved_replies/:id', access: 'concierge' },
  // definitions/account.ts
  updateProfile: { method: 'PATCH', path: '/api/v1/users/profile', access: 'user' },
  changePassword: { method: 'PUT', path: '/api/v1/users/password_change', access: 'user' },
  updateLocale: { method: 'PUT', path: '/api/v1/users/locale', access: 'user' },
  requestEmailChange: { method: 'POST', path: '/api/v1/users/email_change', access: 'user' },
  confirmEmailChange: { method: 'POST', path: '/api/v1/users/email_change/confirm', access: 'public' },
  cancelEmailChange: { method: 'POST', path: '/api/v1/users/email_change/cancel', access: 'public' },
  reauthenticate: { method: 'POST', path: '/api/v1/users/reauthenticate', access: 'user' },
  getSessions: { method: 'GET', path: '/api/v1/users/sessions', access: 'user' },
  signOutSession: { method: 'DELETE', path: '/api/v1/users/sessions/:id', access: 'user' },
  signOutOtherSessions: { method: 'DELETE', path: '/api/v1/users/other_sessions', access: 'user' },
  // definitions/notifications.ts
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
  // definitions/staff-accounts.ts
  getStaffInvites: { method: 'GET', path: '/api/v1/concierge/staff_invites', access: 'concierge' },
  createStaffInvite: { method: 'POST', path: '/api/v1/concierge/staff_invites', access: 'concierge' },
  acceptStaffInvite: { method: 'POST', path: '/api/v1/staff_invites/accept', access: 'public' },
  setStaffActive: { method: 'PUT', path: '/api/v1/concierge/staff/:id/active', access: 'concierge' },
  // definitions/passkeys.ts
  getPasskeys: { method: 'GET', path: '/api/v1/users/passkeys', access: 'user' },
  startPasskeyRegistration: {
    method: 'POST',
    path: '/api/v1/users/passkeys/registration_options',
    access: 'user',
  },
  registerPasskey: { method: 'POST', path: '/api/v1/users/passkeys', access: 'user' },
  renamePasskey: { method: 'PUT', path: '/api/v1/users/passkeys/:id', access: 'user' },
  removePasskey: { method: 'DELETE', path: '/api/v1/users/passkeys/:id', access: 'user' },
  // definitions/webhooks.ts
  getWebhookEndpoints: { method: 'GET', path: '/api/v1/concierge/webhooks', access: 'concierge' },
  createWebhookEndpoint: { method: 'POST', path: '/api/v1/concierge/webhooks', access: 'concierge' },
  updateWebhookEndpoint: { method: 'PUT', path: '/api/v1/concierge/webhooks/:id', access: 'concierge' },
  deleteWebhookEndpoint: { method: 'DELETE', path: '/api/v1/concierge/webhooks/:id', access: 'concierge' },
  setWebhookEndpointEnabled: {
    method: 'PUT',
    path: '/api/v1/concierge/webhooks/:id/enabled',
    access: 'concierge',
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/v1/concierge/webhooks/:id/rotate_secret',
    access: 'concierge',
  },
  getWebhookDeliveries: {
    method: 'GET',
    path: '/api/v1/concierge/webhooks/:id/deliveries',
    access: 'concierge',
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/api/v1/concierge/webhooks/:id/deliveries/:delivery_id/redeliver',
    access: 'concierge',
  },
  // definitions/api-tokens.ts
  getApiTokens: { method: 'GET', path: '/api/v1/concierge/api_tokens', access: 'concierge' },
  createApiToken: { method: 'POST', path: '/api/v1/concierge/api_tokens', access: 'concierge' },
  revokeApiToken: { method: 'DELETE', path: '/api/v1/concierge/api_tokens/:id', access: 'concierge' },
  // definitions/audit.ts
  getRequestAccess: { method: 'GET', path: '/api/v1/requests/:id/access', access: 'user' },
  getAccessLog: { method: 'GET', path: '/api/v1/concierge/access_log', access: 'concierge' },
  // definitions/retention.ts
  getRetentionPolicies: { method: 'GET', path: '/api/v1/concierge/retention_policies', access: 'concierge' },
  previewRetentionPolicy: {
    method: 'GET',
    path: '/api/v1/concierge/companies/:id/retention_policy/preview',
    access: 'concierge',
  },
  setRetentionPolicy: {
    method: 'PUT',
    path: '/api/v1/concierge/companies/:id/retention_policy',
    access: 'concierge',
  },
  removeRetentionPolicy: {
    method: 'DELETE',
    path: '/api/v1/concierge/companies/:id/retention_policy',
    access: 'concierge',
  },
  // definitions/data-export.ts
  requestDataExport: { method: 'POST', path: '/api/v1/users/data_exports', access: 'user' },
  listDataExports: { method: 'GET', path: '/api/v1/users/data_exports', access: 'user' },
  requestUserDataExport: { method: 'POST', path: '/api/v1/concierge/data_exports', access: 'concierge' },
  // definitions/erasure.ts
  requestAccountErasure: { method: 'POST', path: '/api/v1/users/erasure', access: 'user' },
  eraseUser: { method: 'POST', path: '/api/v1/concierge/erasures', access: 'concierge' },
  // definitions/service-levels.ts
  getServiceLevels: { method: 'GET', path: '/api/v1/concierge/service_levels', access: 'concierge' },
  setDefaultServiceLevel: {
    method: 'PUT',
    path: '/api/v1/concierge/service_levels/default',
    access: 'concierge',
  },
  setCompanyServiceLevel: {
    method: 'PUT',
    path: '/api/v1/concierge/companies/:id/service_level',
    access: 'concierge',
  },
  removeCompanyServiceLevel: {
    method: 'DELETE',
    path: '/api/v1/concierge/companies/:id/service_level',
    access: 'concierge',
  },
  setStaffRouting: { method: 'PUT', path: '/api/v1/concierge/staff/:id/routing', access: 'concierge' },
  getServiceLevelReport: {
    method: 'GET',
    path: '/api/v1/concierge/reports/service_levels',
    access: 'concierge',
  },
} as const satisfies Record<string, Route>;

export type AppEndpointName = keyof typeof appRoutes;
