import type { EndpointName } from '@concierge/api-client';

// What the OpenAPI document says of each operation beyond what the contract itself holds. Most answers are
// derived from the route (see `errorStatuses` in openapi.ts): 401 for every signed-in route, 403 for the
// console's, 400 for any validated input, 404 for a path with an id, 413/415 for a JSON body, 304 for every
// GET (the registrar answers each GET with an ETag), and the request lifecycle's refusals from its own table.
// This table holds only what cannot be read from outside: what a handler's domain throws, which routes are
// rate-limited or idempotent, and the tokens a route reads or sets. `openapi-answers.test.ts` holds its rate
// limits and idempotency to the domains' source.

/** The tags: one per domain, each with the docs page that describes it. */
export const TAGS = {
  'sign-in': 'Sessions, sign-up, sign-in, password reset and unlock: docs/sign-in.md',
  'second-factors':
    'Text codes, authenticator apps, recovery codes and passkeys at the MFA step: docs/sign-in-security.md#second-factors',
  passkeys: 'Managing the account’s passkeys: docs/sign-in-security.md#second-factors',
  account:
    'The signed-in user’s own account: name, email, password, language, signed-in devices: docs/account.md',
  notifications: 'Email notification settings and per-request mutes: docs/notifications.md',
  requests: 'The requester’s requests, their conversation, withdrawal and rating: docs/requests.md',
  surveys: 'Categories and the surveys that make a request: docs/requests.md',
  uploads: 'Uploading a file and downloading a stored one: docs/uploads.md',
  console: 'The team console: the queue, the request view, assignment, saved replies: docs/team-console.md',
  staff: 'Staff accounts: invitations and deactivation: docs/team-console.md#staff-accounts',
  'api-tokens': 'Scoped API tokens for other systems’ servers (admins): docs/api.md#api-tokens',
  webhooks: 'Outbound webhooks: endpoints, signing secrets, the delivery log (admins): docs/webhooks.md',
  'personal-data':
    'A person’s data: a copy of it as a ZIP, and the account’s erasure: docs/personal-data.md#export, docs/personal-data.md#erasure',
  retention:
    'Data retention per company: each company’s policy and its dry run (admins): docs/personal-data.md#retention',
  'service-levels':
    'Service levels: policies and calendars, routing availability, reports (admins change them): docs/service-levels.md',
  operations: 'Liveness and readiness probes: docs/operations.md#health-and-readiness',
} as const;

export type Tag = keyof typeof TAGS;

/** The error statuses a domain may answer that the route's shape does not already imply. */
export type DomainStatus = 401 | 403 | 409 | 410 | 422 | 429;

/** A token header the caller keeps and sends back. */
export type TokenHeader = 'authorization' | 'mfa-token' | 'device-token';

export interface OperationFacts {
  summary: string;
  tag: Tag;
  /** Statuses the handler's domain throws (besides those derived from the route). */
  throws?: readonly DomainStatus[];
  /** Registered with `rateLimit` (per IP, and per account where it names one): 429 with Retry-After. */
  rateLimited?: true;
  /** Wrapped in `idempotent()`: takes `Idempotency-Key`; 409 while the first is running, 422 on reuse. */
  idempotent?: true;
  /** Reads the `device-token` request header (a device that passed the MFA step gets through a lock). */
  readsDeviceToken?: true;
  /** Answer headers that carry a token the caller keeps. */
  sets?: readonly TokenHeader[];
}

/** Every operation of the contract, plus the file downloads (not contract endpoints). */
export type OperationName = EndpointName | 'downloadAttachment' | 'downloadDataExport';

const VERIFIED = ['mfa-token', 'device-token'] as const;

/** The one table: per operation, its summary, tag, and the facts not derivable from its route. */
export const OPERATIONS: Record<OperationName, OperationFacts> = {
  signIn: {
    summary: 'Sign in with email and password',
    tag: 'sign-in',
    throws: [401, 403],
    rateLimited: true,
    readsDeviceToken: true,
    sets: ['authorization'],
  },
  signUp: {
    summary: 'Create an account',
    tag: 'sign-in',
    throws: [422],
    rateLimited: true,
    sets: ['authorization'],
  },
  signOut: { summary: 'Sign out this session', tag: 'sign-in' },
  requestPasswordReset: { summary: 'Email a password reset link', tag: 'sign-in', rateLimited: true },
  resetPassword: {
    summary: 'Set a new password with a reset token',
    tag: 'sign-in',
    throws: [422],
    rateLimited: true,
  },
  getCurrentUser: { summary: 'The signed-in user', tag: 'sign-in' },
  unlock: {
    summary: 'Unlock a locked account with the emailed token',
    tag: 'sign-in',
    throws: [422],
    rateLimited: true,
  },
  startPasskeySignIn: { summary: 'Options for signing in with a passkey', tag: 'sign-in', rateLimited: true },
  passkeySignIn: {
    summary: 'Sign in with a passkey',
    tag: 'sign-in',
    throws: [401, 403],
    rateLimited: true,
    readsDeviceToken: true,
    sets: ['authorization'],
  },
  enrollMfa: {
    summary: 'Enrol a phone for text codes',
    tag: 'second-factors',
    throws: [403],
    rateLimited: true,
  },
  sendOtp: {
    summary: 'Text a code to the enrolled phone',
    tag: 'second-factors',
    throws: [409],
    rateLimited: true,
  },
  verifyMfa: {
    summary: 'Pass the MFA step with a texted code',
    tag: 'second-factors',
    rateLimited: true,
    readsDeviceToken: true,
    sets: VERIFIED,
  },
  getMfaFactors: { summary: 'The account’s second factors', tag: 'second-factors' },
  startTotpEnrollment: {
    summary: 'Start enrolling an authenticator app',
    tag: 'second-factors',
    throws: [403, 409],
    rateLimited: true,
  },
  confirmTotpEnrollment: {
    summary: 'Confirm an authenticator app with its first code',
    tag: 'second-factors',
    throws: [403, 409],
    rateLimited: true,
  },
  removeTotp: {
    summary: 'Remove the authenticator app',
    tag: 'second-factors',
    throws: [403],
    rateLimited: true,
  },
  verifyTotp: {
    summary: 'Pass the MFA step with an authenticator app code',
    tag: 'second-factors',
    rateLimited: true,
    readsDeviceToken: true,
    sets: VERIFIED,
  },
  regenerateRecoveryCodes: {
    summary: 'Make a new set of recovery codes',
    tag: 'second-factors',
    throws: [403, 409],
    rateLimited: true,
  },
  verifyRecoveryCode: {
    summary: 'Pass the MFA step with a recovery code',
    tag: 'second-factors',
    rateLimited: true,
    readsDeviceToken: true,
    sets: VERIFIED,
  },
  startPasskeyMfa: {
    summary: 'Options for passing the MFA step with a passkey',
    tag: 'second-factors',
    throws: [409],
    rateLimited: true,
  },
  verifyPasskeyMfa: {
    summary: 'Pass the MFA step with a passkey',
    tag: 'second-factors',
    rateLimited: true,
    readsDeviceToken: true,
    sets: VERIFIED,
  },
  getPasskeys: { summary: 'The account’s passkeys', tag: 'passkeys' },
  startPasskeyRegistration: {
    summary: 'Options for registering a passkey',
    tag: 'passkeys',
    throws: [403, 422],
    rateLimited: true,
  },
  registerPasskey: {
    summary: 'Register a passkey',
    tag: 'passkeys',
    throws: [403, 422],
    rateLimited: true,
    sets: ['mfa-token'],
  },
  renamePasskey: { summary: 'Rename a passkey', tag: 'passkeys' },
  removePasskey: { summary: 'Remove a passkey', tag: 'passkeys', throws: [403], rateLimited: true },
  updateProfile: { summary: 'Change the account’s name', tag: 'account' },
  changePassword: {
    summary: 'Change the password',
    tag: 'account',
    throws: [403, 422],
    rateLimited: true,
  },
  updateLocale: { summary: 'Choose the account’s language', tag: 'account' },
  requestEmailChange: {
    summary: 'Start an email change (a link goes to the new address)',
    tag: 'account',
    throws: [422],
    rateLimited: true,
  },
  confirmEmailChange: {
    summary: 'Confirm an email change with the emailed token',
    tag: 'account',
    throws: [409, 422],
    rateLimited: true,
  },
  cancelEmailChange: {
    summary: 'Cancel a pending email change from the old address',
    tag: 'account',
    throws: [422],
    rateLimited: true,
  },
  reauthenticate: {
    summary: 'Give fresh proof with the password',
    tag: 'account',
    throws: [409, 422],
    rateLimited: true,
  },
  getSessions: { summary: 'Signed-in devices', tag: 'account' },
  signOutSession: { summary: 'Sign out one device', tag: 'account', throws: [403] },
  signOutOtherSessions: { summary: 'Sign out every other device', tag: 'account', throws: [403] },
  getNotificationPreferences: { summary: 'Email notification settings', tag: 'notifications' },
  updateNotificationPreferences: { summary: 'Change email notification settings', tag: 'notifications' },
  getRequestMute: { summary: 'Whether a request’s emails are muted', tag: 'notifications' },
  setRequestMute: { summary: 'Mute or unmute a request’s emails', tag: 'notifications' },
  getRequest: { summary: 'One of the requester’s requests', tag: 'requests' },
  getOpenRequests: { summary: 'Open requests, a page at a time', tag: 'requests' },
  getInProgressRequests: { summary: 'Requests in progress, a page at a time', tag: 'requests' },
  getCompletedRequests: { summary: 'Completed requests, a page at a time', tag: 'requests' },
  postRequestMessage: {
    summary: 'Reply in a request’s conversation',
    tag: 'requests',
    throws: [409, 422],
    idempotent: true,
  },
  completeRequest: { summary: 'Mark a request completed', tag: 'requests' },
  searchRequests: { summary: 'Search the requester’s requests', tag: 'requests', rateLimited: true },
  withdrawRequest: {
    summary: 'Withdraw a request with a reason',
    tag: 'requests',
    idempotent: true,
  },
  getRequestRating: { summary: 'The requester’s rating of a request', tag: 'requests' },
  rateRequest: { summary: 'Rate a completed request', tag: 'requests', throws: [409] },
  getRecommendedCategories: { summary: 'Recommended request categories', tag: 'surveys' },
  getSurveyCategories: { summary: 'Survey categories', tag: 'surveys' },
  getCategoryRequestSurveys: { summary: 'The surveys of a category', tag: 'surveys' },
  startUserRequestSurvey: { summary: 'Start a survey run', tag: 'surveys' },
  getNextSurveyItem: { summary: 'The next item of a survey run', tag: 'surveys' },
  answerSurveyItem: { summary: 'Answer an item of a survey run', tag: 'surveys', throws: [409, 422] },
  submitSurvey: {
    summary: 'Submit a survey run (makes the request)',
    tag: 'surveys',
    throws: [409, 422],
    idempotent: true,
  },
  createUpload: {
    summary: 'Get an address to upload a file to',
    tag: 'uploads',
    throws: [422],
    rateLimited: true,
  },
  downloadAttachment: { summary: 'Download a stored file', tag: 'uploads', throws: [403] },
  getQueue: { summary: 'The queue, a page at a time', tag: 'console' },
  getQueueCounts: { summary: 'How many requests each list holds', tag: 'console' },
  getQueueRequest: { summary: 'A request as the console shows it', tag: 'console' },
  postConciergeMessage: {
    summary: 'Reply to the requester, or add an internal note',
    tag: 'console',
    throws: [409, 422],
    idempotent: true,
  },
  moveRequest: { summary: 'Move a request to another list', tag: 'console' },
  getRequestMoves: { summary: 'The lists a request may move to from its own', tag: 'console' },
  putRequestPresence: { summary: 'Have a request open, typing or not: the collision notice', tag: 'console' },
  deleteRequestPresence: { summary: 'Leave a request: colleagues stop seeing you on it', tag: 'console' },
  getQueueRequestRating: { summary: 'The requester’s rating of a request', tag: 'console' },
  getRatingSummary: { summary: 'Ratings over a period', tag: 'console' },
  assignRequest: { summary: 'Take, give or put back a request', tag: 'console', throws: [422] },
  getStaff: { summary: 'The team', tag: 'console' },
  getSavedReplies: { summary: 'Saved replies', tag: 'console' },
  createSavedReply: { summary: 'Save a reply', tag: 'console', throws: [422] },
  updateSavedReply: { summary: 'Change a saved reply', tag: 'console', throws: [422] },
  deleteSavedReply: { summary: 'Delete a saved reply', tag: 'console' },
  getStaffInvites: { summary: 'Pending staff invitations', tag: 'staff' },
  createStaffInvite: {
    summary: 'Invite a staff member (admins)',
    tag: 'staff',
    throws: [422],
    rateLimited: true,
  },
  acceptStaffInvite: { summary: 'Accept a staff invitation', tag: 'staff', throws: [422], rateLimited: true },
  setStaffActive: {
    summary: 'Deactivate or reactivate a staff member (admins)',
    tag: 'staff',
    throws: [422],
  },
  getApiTokens: { summary: 'Every API token, and the companies one may name (admins)', tag: 'api-tokens' },
  createApiToken: {
    summary: 'Make an API token; the token is answered once (admins, fresh proof)',
    tag: 'api-tokens',
    throws: [403, 422],
  },
  revokeApiToken: { summary: 'Revoke an API token at once (admins)', tag: 'api-tokens' },
  getRequestAccess: { summary: 'Which staff members opened one of your requests, and when', tag: 'requests' },
  getAccessLog: { summary: 'The access record, filtered and paged (admins)', tag: 'console' },
  requestDataExport: { summary: 'Ask for a copy of your data', tag: 'personal-data', throws: [429] },
  listDataExports: { summary: 'The copies of data you asked for', tag: 'personal-data' },
  requestAccountErasure: {
    summary: 'Ask for your account to be erased in 14 days',
    tag: 'personal-data',
    throws: [403, 409],
  },
  eraseUser: {
    summary: 'Erase a person’s account now, at their request (admins)',
    tag: 'personal-data',
    throws: [403, 409],
  },
  downloadDataExport: { summary: 'Download a ready copy of data', tag: 'personal-data', throws: [409, 410] },
  requestUserDataExport: {
    summary: 'Ask for a copy of a person’s data (admins)',
    tag: 'personal-data',
    throws: [403, 429],
  },
  getRetentionPolicies: {
    summary: 'Every company’s retention policy and the job’s latest pass (admins)',
    tag: 'retention',
  },
  previewRetentionPolicy: {
    summary: 'Dry run: how many completed requests a policy would take now (admins)',
    tag: 'retention',
  },
  setRetentionPolicy: { summary: 'Set a company’s retention policy (admins)', tag: 'retention' },
  removeRetentionPolicy: { summary: 'Remove a company’s retention policy (admins)', tag: 'retention' },
  getServiceLevels: {
    summary: 'The default service-level policy and each company’s own',
    tag: 'service-levels',
  },
  setDefaultServiceLevel: {
    summary: 'Replace the default service-level policy (admins)',
    tag: 'service-levels',
    throws: [422],
  },
  setCompanyServiceLevel: {
    summary: 'Set a company’s own service-level policy (admins)',
    tag: 'service-levels',
    throws: [422],
  },
  removeCompanyServiceLevel: {
    summary: 'Remove a company’s own policy: the default applies again (admins)',
    tag: 'service-levels',
  },
  setStaffRouting: {
    summary: 'A concierge’s availability for routing (their own) and open-request limit (admins)',
    tag: 'service-levels',
    throws: [422],
  },
  getServiceLevelReport: {
    summary: 'Reply and resolution times, share within target, ratings and backlog for a date range (admins)',
    tag: 'service-levels',
  },
  getWebhookEndpoints: { summary: 'The webhook endpoints (admins)', tag: 'webhooks' },
  createWebhookEndpoint: {
    summary: 'Register a webhook endpoint; its signing secret is answered once (admins)',
    tag: 'webhooks',
    throws: [422],
  },
  updateWebhookEndpoint: { summary: 'Change a webhook endpoint (admins)', tag: 'webhooks', throws: [422] },
  deleteWebhookEndpoint: { summary: 'Delete a webhook endpoint and its log (admins)', tag: 'webhooks' },
  setWebhookEndpointEnabled: { summary: 'Turn a webhook endpoint off or on (admins)', tag: 'webhooks' },
  rotateWebhookSecret: {
    summary: 'A new signing secret; the old one signs beside it for 24 hours (admins)',
    tag: 'webhooks',
  },
  getWebhookDeliveries: { summary: 'A webhook endpoint’s delivery log (admins)', tag: 'webhooks' },
  redeliverWebhook: { summary: 'Send a logged event again (admins)', tag: 'webhooks', throws: [409] },
};

/**
 * Every `code` an error body can carry. Most are written where they are thrown, across the domains; this
 * list gathers them for the document's enum, and `openapi-answers.test.ts` checks that every code literal
 * in the server's source is here, and no other.
 */
export const ERROR_CODES = [
  // The HTTP layer (http/errors.ts, http/endpoint.ts, rate-limit/, http/overload.ts, http/health.ts).
  'validation',
  'bad-request',
  'not-found',
  'unauthenticated',
  'forbidden',
  'mfa-required',
  'rate-limited',
  'unavailable',
  'not-ready',
  'internal',
  'idempotency-key-reused',
  'idempotency-in-progress',
  // Sign-in, sign-up, passwords and the account.
  'invalid-credentials',
  'not-staff',
  'terms-required',
  'unknown-company',
  'common-password',
  'email-taken',
  'reset-token-invalid',
  'unlock-token-invalid',
  'email-change-invalid',
  'email-change-cancel-invalid',
  'account-locked',
  'wrong-password',
  'recent-auth-required',
  'use-second-factor',
  // Second factors and passkeys.
  'otp-invalid',
  'totp-invalid',
  'recovery-code-invalid',
  'mfa-not-enrolled',
  'totp-already-enrolled',
  'totp-not-started',
  'no-passkey',
  'passkey-invalid',
  'passkey-required',
  'passkey-exists',
  'too-many-passkeys',
  'passkey-enrollment-required',
  'second-factor-enrollment-required',
  // Requests, surveys and the console.
  'invalid-transition',
  'already-completed',
  'not-completed',
  'rating-locked',
  'already-submitted',
  'invalid-answer',
  'unknown-item',
  'survey-incomplete',
  'empty-message',
  'unseen-reply',
  'empty-saved-reply',
  'not-team-member',
  'invite-invalid',
  'cannot-deactivate-self',
  // Uploads.
  'too-large',
  'empty-file',
  'unsupported-type',
  'bad-file-name',
  'not-uploaded',
  'content-mismatch',
  'incomplete-upload',
  'invalid-signature',
  'file-infected',
  'file-being-checked',
  // API tokens.
  'invalid-api-token',
  'token-scope',
  // Webhooks.
  'webhook-url-refused',
  'webhook-disabled',
  // Data exports (docs/personal-data.md#export).
  'too-many-exports',
  'export-not-ready',
  'export-failed',
  'export-expired',
  'staff-account',
] as const;
