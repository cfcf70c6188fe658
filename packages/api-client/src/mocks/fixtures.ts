import type { z } from 'zod';
import type { Contract, EndpointName } from '../contract.js';
import type { Attachment, PresignResponse } from '../schemas/uploads.js';
import type { Message, ServiceRequest } from '../schemas/requests.js';
import type { RequestDue } from '../schemas/service-levels.js';
import type { SurveyCategory, SurveyItem } from '../schemas/surveys.js';
import type { CurrentUser } from '../schemas/users.js';
import { apiTokenResponses } from './api-token-fixtures.js';
import { auditResponses } from './audit-fixtures.js';
import { dataExportResponses } from './data-export-fixtures.js';
import { erasureResponses } from './erasure-fixtures.js';
import { retentionResponses } from './retention-fixtures.js';
import { serviceLevelResponses } from './service-level-fixtures.js';
import { webhookResponses } from './webhook-fixtures.js';

/** Sign-in details the mock server accepts, and the tokens it hands out. */
export const credentials = {
  email: 'ada@example.com',
  password: 'correct horse battery staple',
  otp: '123456',
  resetPasswordToken: 'valid-reset-token',
  unlockToken: 'valid-unlock-token',
  sessionToken: 'mock-session-token',
  mfaToken: 'mock-mfa-token',
  /** The code the mock accepts from the authenticator app. */
  totpCode: '654321',
  recoveryCode: 'ABCD-EFGH-JKMN-PQRS',
} as const;

/** Ten recovery codes, as the server shows them once. */
const recoveryCodes = Array.from(
  { length: 10 },
  (_, index) => `ABCD-EFGH-JKMN-PQ${String(index).padStart(2, '0')}`,
);
// A 1×1 SVG: the mock's stand-in for the QR code of a TOTP enrolment.
const qrCode = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')}`;

const user: CurrentUser = {
  external_id: 'usr_7d1f3a9c',
  full_name: 'Ada King Lovelace',
  email: credentials.email,
  company: { name: 'Acme Benefits', slug: 'acme' },
  request_count: 4,
  role: 'user',
  mfa_phone: null,
  passkey_enrollment_required: false,
  second_factor_enrollment_required: false,
  locale: null,
};

const quote: Attachment = {
  key: 'uploads/42/4b7e0c55-0d1e-4c3a-9f55-2a8f3c1d9e01',
  filename: 'moving-quote.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  url: '/api/v1/uploads/4b7e0c55-0d1e-4c3a-9f55-2a8f3c1d9e01',
};

const conciergeReply: Message = {
  id: 9001,
  body_html: '<p>Hi Ada, I found two movers for the 14th. <strong>Which one suits you?</strong></p>',
  source_name: 'Grace (Concierge)',
  source: 'concierge',
  external_created_at: '2026-11-03T09:12:00.000Z',
  attachments: [quote],
};

const requestOf = (request: Omit<ServiceRequest, 'awaiting_user'> & { awaiting_user?: boolean }) => ({
  awaiting_user: false,
  ...request,
});

const requests = {
  open: [
    requestOf({
      id: 101,
      status: 'In Queue',
      state: 'open',
      created_at: '2026-11-04T16:40:00.000Z',
      title: 'Find a dog walker',
      details: [
        { question: "What is your dog's name?", answer: 'Biscuit', attachment: null },
        { question: 'Which days?', answer: 'Monday, Wednesday', attachment: null },
      ],
      messages: [],
    }),
    // No status: the client fills in 'In Queue'.
    requestOf({
      id: 102,
      status: null,
      state: 'open',
      created_at: '2026-11-03T11:00:00.000Z',
      title: 'Renew my passport',
      details: [],
      messages: [],
    }),
  ],
  inProgress: [
    requestOf({
      id: 103,
      status: 'Waiting on you',
      state: 'in_progress',
      created_at: '2026-11-02T08:30:00.000Z',
      title: 'Book movers',
      details: [{ question: 'Moving date', answer: '2026-11-14', attachment: null }],
      messages: [conciergeReply],
      awaiting_user: true,
    }),
  ],
  completed: [
    requestOf({
      id: 104,
      status: 'Completed',
      state: 'completed',
      created_at: '2026-10-20T10:00:00.000Z',
      title: 'Compare home insurance',
      details: [{ question: 'Current insurer', answer: 'Northwind Mutual', attachment: quote }],
      messages: [
        {
          id: 9000,
          body_html: '<p>Here is the comparison you asked for.</p>',
          source_name: 'Grace (Concierge)',
          source: 'concierge',
          external_created_at: '2026-10-21T15:00:00.000Z',
          attachments: [],
        },
      ],
    }),
  ],
} satisfies Record<string, ServiceRequest[]>;

const categories: SurveyCategory[] = [
  {
    id: 1,
    name: 'Home',
    description: 'Moving, repairs and cleaning',
    request_surveys: [
      { id: 11, name: 'Book movers', description: '', for_alpha: true },
      { id: 12, name: 'Find a cleaner', description: '', for_alpha: true },
      { id: 13, name: 'Schedule a repair', description: '', for_alpha: true },
      {
        id: 14,
        name: 'Redecorate a room',
        description: 'Fourth: dropped by the limit of 3',
        for_alpha: true,
      },
      { id: 15, name: 'Sell my home', description: 'Not for alpha: never suggested', for_alpha: false },
    ],
  },
  {
    id: 2,
    name: 'Pets',
    description: 'Walkers, sitters and vets',
    request_surveys: [{ id: 21, name: 'Find a dog walker', description: '', for_alpha: true }],
  },
  {
    id: 3,
    name: 'Legal',
    description: 'Only surveys not yet open to alpha users',
    request_surveys: [{ id: 31, name: 'Write a will', description: '', for_alpha: false }],
  },
];

/** The three questions every mock survey walks, then `next_item: null`. */
const surveyItems: SurveyItem[] = [
  {
    id: 501,
    question: 'What do you need help with?',
    universal_answer: null,
    kind: 'textarea',
    options: [],
    description: 'A sentence or two is plenty.',
  },
  {
    id: 502,
    question: 'How soon?',
    universal_answer: null,
    kind: 'choice',
    options: ['This week', 'This month', 'No rush'],
    description: '',
  },
  {
    id: 503,
    question: 'Best phone number',
    universal_answer: '+1 555 0100',
    kind: 'tel',
    options: [],
    description: '',
  },
];

const presign: PresignResponse = {
  presigned_url: 'https://storage.example.test/uploads/42/4b7e0c55?X-Amz-Signature=mock',
  key: quote.key,
  method: 'PUT',
  expires_at: '2026-11-04T17:00:00.000Z',
};

/** The default answer of every endpoint, as the real server would send it. */
export type MockResponses = { [N in EndpointName]: z.output<Contract[N]['response']> };

/** A rating of the completed request 104. */
const goodRating = {
  score: 'good',
  comment: 'Quick and kind.',
  rated_at: '2026-11-04T10:00:00.000Z',
  changeable_until: '2026-11-11T10:00:00.000Z',
} as const;

const allRequests = [...requests.open, ...requests.inProgress, ...requests.completed];

/** The one requester and concierge of the mock queue (the console queue's rows and request page). */
const queueRequester = { full_name: user.full_name, email: user.email, company: 'Acme Benefits' };
const mockConcierge = { id: 2, full_name: 'Grace (Concierge)' };

/** A request as a queue row: its requester, last line, wait (since creation) and no assignee. */
/** Business minutes left on the mock queue's open rows, in turn: one due soon, one overdue, one later. */
const MOCK_MINUTES_LEFT = [25, -120, 240];

/** What falls due next on a mock request: a first reply, none once completed. */
export function mockDue(request: ServiceRequest, index = 0): RequestDue | null {
  if (request.state === 'completed') return null;
  const left = MOCK_MINUTES_LEFT[index % MOCK_MINUTES_LEFT.length]!;
  return {
    target: 'first_reply',
    due_at: new Date(Date.parse(request.created_at) + 4 * 3_600_000).toISOString(),
    business_minutes_left: left,
    warning: left <= 30,
  };
}

export function toQueueItem(request: ServiceRequest, index = 0) {
  return {
    ...request,
    requester: queueRequester,
    last_message_preview: null,
    waiting_since: request.created_at,
    assignee: null,
    due: mockDue(request, index),
  };
}

/** A request as the console's request page: requester panel, no assignee, nobody else on it. */
export function toQueueRequestPage(request: ServiceRequest) {
  return {
    request,
    requester: { ...queueRequester, phone: null, other_requests: [] },
    assignee: null,
    presence: [],
    due: mockDue(request),
  };
}

const savedReply = {
  id: 1,
  title: 'Greeting',
  body_html: '<p>Thanks for reaching out — I am on it.</p>',
  updated_at: '2026-11-03T09:00:00.000Z',
};

const staffInvite = {
  id: 3,
  email: 'new.concierge@concierge.test',
  invited_by: 'Ada Admin',
  created_at: '2026-11-03T09:00:00.000Z',
  expires_at: '2026-11-10T09:00:00.000Z',
};

// This browser (current) and a phone, as the signed-in devices page lists them.
const sessions = [
  {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e',
    current: true,
    browser: 'Chrome 126',
    os: 'macOS',
    device_type: 'desktop' as const,
    place: { kind: 'network' as const, network: '203.0.113.x' },
    created_at: '2026-11-05T08:00:00.000Z',
    last_seen_at: '2026-11-05T16:35:00.000Z',
  },
  {
    id: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
    current: false,
    browser: 'Mobile Safari 18',
    os: 'iOS',
    device_type: 'mobile' as const,
    place: { kind: 'network' as const, network: '198.51.100.x' },
    created_at: '2026-11-04T19:12:00.000Z',
    last_seen_at: '2026-11-04T21:40:00.000Z',
  },
];
const passkey = {
  id: 4,
  name: 'Work laptop',
  created_at: '2026-11-03T09:00:00.000Z',
  last_used_at: '2026-11-04T08:30:00.000Z',
  synced: true,
};

/** Ceremony options and browser answers of the right shape (not signed: the mock server checks nothing). */
const passkeyChallenge = 'bW9jay1jaGFsbGVuZ2UtMzItYnl0ZXMtbG9uZy0tLS0';
const passkeyCredentialId = 'bW9jay1jcmVkZW50aWFs';
const passkeyCeremony = {
  creationOptions: {
    challenge: passkeyChallenge,
    rp: { name: 'Concierge', id: 'localhost' },
    user: { id: 'dXNlci1oYW5kbGU', name: 'ada@example.com', displayName: 'Ada Lovelace' },
    pubKeyCredParams: [
      { type: 'public-key' as const, alg: -7 },
      { type: 'public-key' as const, alg: -257 },
    ],
    timeout: 300_000,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    attestation: 'none',
  },
  requestOptions: {
    challenge: passkeyChallenge,
    timeout: 300_000,
    rpId: 'localhost',
    allowCredentials: [],
    userVerification: 'required',
  },
  registration: {
    id: passkeyCredentialId,
    rawId: passkeyCredentialId,
    type: 'public-key' as const,
    response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  },
  assertion: {
    id: passkeyCredentialId,
    rawId: passkeyCredentialId,
    type: 'public-key' as const,
    response: {
      clientDataJSON: 'e30',
      authenticatorData: 'AA',
      signature: 'AA',
      userHandle: 'dXNlci1oYW5kbGU',
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  },
};

// Sessions from the mock sign-in must outlive every test run: a fixed date in the past would start them expired.
const SESSION_EXPIRES_AT = '2036-11-05T16:40:00.000Z';

const responses: MockResponses = {
  signIn: {
    expires_at: SESSION_EXPIRES_AT,
    mfa_requires_verification: false,
    mfa_required: false,
    mfa_enrollment_available: true,
  },
  signUp: {
    data: JSON.stringify({ email: credentials.email }),
    expires_at: SESSION_EXPIRES_AT,
    mfa_enrollment_available: true,
  },
  signOut: { success: true },
  requestPasswordReset: { success: true },
  resetPassword: { success: true },
  getCurrentUser: { user },
  unlock: { success: true },
  enrollMfa: { success: true },
  sendOtp: { success: true },
  verifyMfa: { success: true },
  getMfaFactors: { factors: ['totp', 'sms', 'recovery_code'], recovery_codes_remaining: 10 },
  startTotpEnrollment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauth_url:
      'otpauth://totp/Concierge:ada%40example.com?issuer=Concierge&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    qr_code: qrCode,
  },
  confirmTotpEnrollment: { success: true, recovery_codes: recoveryCodes },
  removeTotp: { success: true },
  verifyTotp: { success: true },
  regenerateRecoveryCodes: { recovery_codes: recoveryCodes },
  verifyRecoveryCode: { success: true },
  getRequest: { request: requests.inProgress[0]!, reply_within_minutes: 240 },
  getOpenRequests: { requests: requests.open, next_cursor: null },
  getInProgressRequests: { requests: requests.inProgress, next_cursor: null },
  getCompletedRequests: { requests: requests.completed, next_cursor: null },
  getRecommendedCategories: { success: true, recommended_request_categories: categories },
  getSurveyCategories: { survey_categories: categories },
  getCategoryRequestSurveys: {
    survey_category: { id: 1, name: 'Home', description: 'Moving, repairs and cleaning' },
    request_surveys: categories[0]!.request_surveys,
  },
  startUserRequestSurvey: {
    success: true,
    user_request_survey: { id: 700, request_survey_id: 11, submitted: false, request_id: null },
  },
  getNextSurveyItem: {
    next_item: {
      item: surveyItems[0]!,
      optional: false,
      last_question: false,
      position: 1,
      total: 3,
      previous_item_id: null,
    },
  },
  answerSurveyItem: {
    success: true,
    user_request_answer: {
      id: 800,
      object_satisfied_id: 501,
      object_satisfied_type: 'Datum',
      value: 'Two movers',
    },
  },
  submitSurvey: { success: true, request_id: 105 },
  createUpload: presign,
  postRequestMessage: {
    message: {
      id: 9002,
      body_html: '<p>The first one, please.</p>',
      source_name: 'Ada King Lovelace',
      source: 'user',
      external_created_at: '2026-11-03T09:30:00.000Z',
      attachments: [],
    },
  },
  completeRequest: {
    request: { ...requests.inProgress[0]!, state: 'completed', status: 'Completed', awaiting_user: false },
    reply_within_minutes: null,
  },
  getQueue: { requests: allRequests.map(toQueueItem), next_cursor: null },
  getQueueCounts: {
    counts: {
      open: requests.open.length,
      in_progress: requests.inProgress.length,
      completed: requests.completed.length,
    },
  },
  getQueueRequest: toQueueRequestPage(requests.inProgress[0]!),
  postConciergeMessage: { message: conciergeReply },
  moveRequest: {
    request: { ...requests.open[0]!, state: 'in_progress', status: 'In Progress' },
    reply_within_minutes: 240,
  },
  getRequestMoves: { state: 'open', moves: ['in_progress'] },
  putRequestPresence: { presence: [] },
  deleteRequestPresence: { presence: [] },
  searchRequests: { requests: [requests.open[0]!], next_cursor: null },
  withdrawRequest: {
    request: { ...requests.open[0]!, state: 'completed', status: 'Completed', awaiting_user: false },
    reply_within_minutes: null,
  },
  getRequestRating: { rating: null },
  rateRequest: { rating: goodRating },
  getQueueRequestRating: { rating: goodRating },
  updateProfile: { user },
  updateLocale: { user: { ...user, locale: 'es' } },
  changePassword: { success: true },
  requestEmailChange: { success: true },
  confirmEmailChange: { success: true },
  cancelEmailChange: { success: true },
  reauthenticate: { success: true },
  getRatingSummary: {
    summary: {
      week_start: '2026-11-02',
      week_end: '2026-11-09',
      count: 1,
      good: 1,
      okay: 0,
      bad: 0,
      good_share: 1,
      comments: [
        { request_id: 104, score: 'good', comment: 'Quick and kind.', rated_at: '2026-11-04T10:00:00.000Z' },
      ],
    },
  },
  assignRequest: { ...toQueueRequestPage(requests.open[0]!), assignee: mockConcierge },
  getStaff: {
    staff: [
      {
        ...mockConcierge,
        email: 'grace@concierge.test',
        role: 'concierge',
        active: true,
        routing: { available: true, open_limit: 20, open_requests: 3 },
      },
    ],
  },
  getSavedReplies: { saved_replies: [savedReply] },
  createSavedReply: { saved_reply: savedReply },
  updateSavedReply: { saved_reply: savedReply },
  deleteSavedReply: { success: true },
  getNotificationPreferences: { preferences: { email_replies: true } },
  updateNotificationPreferences: { preferences: { email_replies: true } },
  getRequestMute: { mute: { muted: false } },
  setRequestMute: { mute: { muted: false } },
  getStaffInvites: { invites: [staffInvite] },
  createStaffInvite: { invite: staffInvite },
  acceptStaffInvite: { email: staffInvite.email },
  getPasskeys: { passkeys: [passkey] },
  startPasskeyRegistration: { options: passkeyCeremony.creationOptions },
  registerPasskey: {
    passkey: { ...passkey, id: 5, name: 'Phone', last_used_at: null },
    recovery_codes: recoveryCodes,
  },
  renamePasskey: { passkey },
  removePasskey: { success: true },
  startPasskeyMfa: { options: passkeyCeremony.requestOptions },
  verifyPasskeyMfa: { success: true },
  startPasskeySignIn: { options: passkeyCeremony.requestOptions },
  passkeySignIn: {
    expires_at: SESSION_EXPIRES_AT,
    mfa_requires_verification: false,
    mfa_required: false,
    mfa_enrollment_available: false,
  },
  setStaffActive: {
    staff: { ...mockConcierge, email: 'grace@concierge.test', role: 'concierge', active: false },
  },
  getSessions: { sessions },
  signOutSession: { success: true },
  signOutOtherSessions: { success: true, signed_out: 1 },
  ...apiTokenResponses,
  ...webhookResponses,
  ...auditResponses,
  ...dataExportResponses,
  ...erasureResponses,
  ...retentionResponses,
  ...serviceLevelResponses,
};

/** Realistic data for tests and stories; every `responses` entry satisfies its endpoint's schema. */
export const fixtures = {
  credentials,
  user,
  requests,
  categories,
  surveyItems,
  attachment: quote,
  passkeyCeremony,
  responses,
};
export type Fixtures = typeof fixtures;
