// Requests, surveys, uploads and the concierge's queue.
import type { ApiClient } from '../index.js';
import { expect } from 'vitest';
import { fixtures } from '../mocks/index.js';
import { toQueueItem, toQueueRequestPage } from '../mocks/fixtures.js';
import type { EndpointCase } from './endpoint-case.js';

const [open101, open102] = fixtures.requests.open;
const [inProgress103] = fixtures.requests.inProgress;
const [completed104] = fixtures.requests.completed;

async function answerAll(api: ApiClient, runId: number) {
  for (const item of fixtures.surveyItems)
    await api.answerSurveyItem(runId, { objectSatisfiedId: item.id, value: 'x' });
}

export const dataCases: EndpointCase[] = [
  {
    fn: 'getRequest',
    endpoint: 'getRequest',
    method: 'GET',
    path: '/api/v1/requests/103',
    run: (api) => api.getRequest(103),
    expected: inProgress103,
  },
  {
    fn: 'getOpenRequests',
    endpoint: 'getOpenRequests',
    method: 'GET',
    path: '/api/v1/requests/open',
    run: (api) => api.getOpenRequests(),
    // 102 has no status: the open list's default fills it in (spec §3).
    expected: [open101, { ...open102, status: 'In Queue' }],
  },
  {
    fn: 'getInProgressRequests',
    endpoint: 'getInProgressRequests',
    method: 'GET',
    path: '/api/v1/requests/in_progress',
    run: (api) => api.getInProgressRequests(),
    expected: [inProgress103],
  },
  {
    fn: 'getCompletedRequests',
    endpoint: 'getCompletedRequests',
    method: 'GET',
    path: '/api/v1/requests/completed',
    run: (api) => api.getCompletedRequests(),
    expected: [completed104],
  },
  {
    fn: 'getRecommendedCategories',
    endpoint: 'getRecommendedCategories',
    method: 'GET',
    path: '/api/v1/recommended_request_categories',
    run: (api) => api.getRecommendedCategories(),
    expected: fixtures.categories,
  },
  {
    fn: 'getSurveyCategories',
    endpoint: 'getSurveyCategories',
    method: 'GET',
    path: '/api/v1/survey_categories',
    run: (api) => api.getSurveyCategories(),
    expected: fixtures.categories,
  },
  {
    fn: 'getCategoryRequestSurveys',
    endpoint: 'getCategoryRequestSurveys',
    method: 'GET',
    path: '/api/v1/survey_categories/2/request_surveys',
    run: (api) => api.getCategoryRequestSurveys(2),
    expected: {
      survey_category: { id: 2, name: 'Pets', description: 'Walkers, sitters and vets' },
      request_surveys: fixtures.categories[1]?.request_surveys,
    },
  },
  {
    fn: 'startUserRequestSurvey',
    endpoint: 'startUserRequestSurvey',
    method: 'POST',
    path: '/api/v1/request_surveys/11/user_request_surveys',
    body: { for_alpha: true },
    run: (api) => api.startUserRequestSurvey(11),
    expected: { id: 700, request_survey_id: 11, submitted: false, request_id: null },
  },
  {
    fn: 'getNextSurveyItem',
    endpoint: 'getNextSurveyItem',
    method: 'GET',
    path: '/api/v1/user_request_surveys/700/next_screen_item',
    run: async (api) => (await api.startUserRequestSurvey(11), api.getNextSurveyItem(700)),
    expected: {
      item: fixtures.surveyItems[0],
      optional: false,
      last_question: false,
      position: 1,
      total: 3,
      previous_item_id: null,
    },
  },
  {
    fn: 'answerSurveyItem',
    endpoint: 'answerSurveyItem',
    method: 'POST',
    path: '/api/v1/user_request_surveys/700/user_request_answers',
    body: {
      user_request_answer: { object_satisfied_id: 502, object_satisfied_type: 'Datum', value: 'This week' },
    },
    run: async (api) => (
      await api.startUserRequestSurvey(11),
      api.answerSurveyItem(700, { objectSatisfiedId: 502, value: 'This week' })
    ),
    expected: { id: 800, object_satisfied_id: 502, object_satisfied_type: 'Datum', value: 'This week' },
  },
  {
    fn: 'submitSurvey',
    endpoint: 'submitSurvey',
    method: 'POST',
    path: '/api/v1/user_request_surveys/700/submit',
    body: {},
    idempotencyKey: 'submit-700-1',
    run: async (api) => {
      await api.startUserRequestSurvey(11);
      await answerAll(api, 700);
      return api.submitSurvey(700, 'submit-700-1');
    },
    expected: { requestId: 105 },
  },
  {
    fn: 'createUpload',
    endpoint: 'createUpload',
    method: 'POST',
    path: '/api/v1/uploads/presigned_url',
    body: { upload: { filename: 'quote.pdf', content_type: 'application/pdf', size: 48_213 } },
    run: (api) => api.createUpload({ filename: 'quote.pdf', contentType: 'application/pdf', size: 48_213 }),
    expected: {
      ...fixtures.responses.createUpload,
      key: expect.stringMatching(/^uploads\/42\/[0-9a-f-]{36}$/),
    },
  },
  {
    fn: 'getQueue',
    endpoint: 'getQueue',
    method: 'GET',
    path: '/api/v1/concierge/requests?state=open&q=dog&limit=10',
    run: (api) => api.getQueue('open', { q: 'dog', limit: 10 }),
    expected: { requests: [toQueueItem(open101!)], nextCursor: null },
  },
  {
    fn: 'searchRequests',
    endpoint: 'searchRequests',
    method: 'GET',
    path: '/api/v1/requests/search?q=dog+walk&state=open&limit=10',
    run: (api) => api.searchRequests({ q: 'dog walk', state: 'open', limit: 10 }),
    expected: { requests: [open101], nextCursor: null },
  },
  {
    fn: 'withdrawRequest',
    endpoint: 'withdrawRequest',
    method: 'POST',
    path: '/api/v1/requests/101/withdraw',
    body: { withdrawal: { reason: 'Found someone myself' } },
    idempotencyKey: 'withdraw-1',
    run: (api) => api.withdrawRequest(101, 'Found someone myself', 'withdraw-1'),
    expected: { ...open101, state: 'completed', status: 'Completed' },
  },
  {
    fn: 'getRequestRating',
    endpoint: 'getRequestRating',
    method: 'GET',
    path: '/api/v1/requests/104/rating',
    run: (api) => api.getRequestRating(104),
    expected: null,
  },
  {
    fn: 'rateRequest',
    endpoint: 'rateRequest',
    method: 'PUT',
    path: '/api/v1/requests/104/rating',
    body: { rating: { score: 'okay', comment: 'Slow but fine' } },
    run: (api) => api.rateRequest(104, { score: 'okay', comment: 'Slow but fine' }),
    expected: { ...fixtures.responses.rateRequest.rating, score: 'okay', comment: 'Slow but fine' },
  },
  {
    fn: 'getQueueRequestRating',
    endpoint: 'getQueueRequestRating',
    method: 'GET',
    path: '/api/v1/concierge/requests/104/rating',
    run: (api) => api.getQueueRequestRating(104),
    expected: null,
  },
  {
    fn: 'getRatingSummary',
    endpoint: 'getRatingSummary',
    method: 'GET',
    path: '/api/v1/concierge/ratings/summary?week=2026-11-04',
    run: (api) => api.getRatingSummary('2026-11-04'),
    expected: fixtures.responses.getRatingSummary.summary,
  },
  {
    fn: 'getQueueRequest',
    endpoint: 'getQueueRequest',
    method: 'GET',
    path: '/api/v1/concierge/requests/104',
    run: (api) => api.getQueueRequest(104),
    expected: completed104,
  },
  {
    fn: 'postConciergeMessage',
    endpoint: 'postConciergeMessage',
    method: 'POST',
    path: '/api/v1/concierge/requests/101/messages',
    body: {
      message: { body_html: '<p>On it!</p>', attachment_keys: [fixtures.attachment.key], internal: false },
    },
    idempotencyKey: 'message-1',
    run: (api) =>
      api.postConciergeMessage(101, {
        bodyHtml: '<p>On it!</p>',
        attachmentKeys: [fixtures.attachment.key],
        idempotencyKey: 'message-1',
      }),
    expected: {
      id: 9100,
      body_html: '<p>On it!</p>',
      source_name: 'Grace (Concierge)',
      source: 'concierge',
      external_created_at: expect.any(String),
      attachments: [fixtures.attachment],
    },
  },
  {
    fn: 'moveRequest',
    endpoint: 'moveRequest',
    method: 'PATCH',
    path: '/api/v1/concierge/requests/101',
    body: { request: { state: 'completed' } },
    run: (api) => api.moveRequest(101, 'completed'),
    expected: { ...open101, state: 'completed', status: 'Completed' },
  },
  {
    fn: 'postRequestMessage',
    endpoint: 'postRequestMessage',
    method: 'POST',
    path: '/api/v1/requests/104/messages',
    body: { message: { body_html: '<p>One more thing</p>', attachment_keys: [] } },
    idempotencyKey: 'reply-1',
    run: (api) =>
      api.postRequestMessage(104, { bodyHtml: '<p>One more thing</p>', idempotencyKey: 'reply-1' }),
    expected: {
      id: 9100,
      body_html: '<p>One more thing</p>',
      source_name: fixtures.user.full_name,
      source: 'user',
      external_created_at: expect.any(String),
      attachments: [],
    },
  },
  {
    fn: 'completeRequest',
    endpoint: 'completeRequest',
    method: 'POST',
    path: '/api/v1/requests/101/complete',
    body: {},
    run: (api) => api.completeRequest(101),
    expected: { ...open101, state: 'completed', status: 'Completed' },
  },
  {
    fn: 'getQueueCounts',
    endpoint: 'getQueueCounts',
    method: 'GET',
    path: '/api/v1/concierge/requests/counts?q=dog',
    run: (api) => api.getQueueCounts('dog'),
    expected: { open: 1, in_progress: 0, completed: 0 },
  },
  {
    fn: 'getQueueViewCounts',
    endpoint: 'getQueueCounts',
    method: 'GET',
    path: '/api/v1/concierge/requests/counts?view=mine&state=open',
    run: (api) => api.getQueueViewCounts({ view: 'mine', state: 'open' }),
    expected: {
      counts: { open: 2, in_progress: 1, completed: 1 },
      views: { all: 2, mine: 0, unassigned: 2 },
    },
  },
  {
    fn: 'getQueueRequestPage',
    endpoint: 'getQueueRequest',
    method: 'GET',
    path: '/api/v1/concierge/requests/104?typing=true',
    run: (api) => api.getQueueRequestPage(104, { typing: true }),
    expected: toQueueRequestPage(completed104!),
  },
  {
    fn: 'assignRequest',
    endpoint: 'assignRequest',
    method: 'PUT',
    path: '/api/v1/concierge/requests/101/assignee',
    body: { request: { assignee_id: 2 } },
    run: (api) => api.assignRequest(101, 2),
    expected: { ...toQueueRequestPage(open101!), assignee: fixtures.responses.assignRequest.assignee },
  },
  {
    fn: 'getStaff',
    endpoint: 'getStaff',
    method: 'GET',
    path: '/api/v1/concierge/staff',
    run: (api) => api.getStaff(),
    expected: fixtures.responses.getStaff.staff,
  },
  {
    fn: 'getSavedReplies',
    endpoint: 'getSavedReplies',
    method: 'GET',
    path: '/api/v1/concierge/saved_replies',
    run: (api) => api.getSavedReplies(),
    expected: fixtures.responses.getSavedReplies.saved_replies,
  },
  {
    fn: 'createSavedReply',
    endpoint: 'createSavedReply',
    method: 'POST',
    path: '/api/v1/concierge/saved_replies',
    body: { saved_reply: { title: 'Bye', body_html: '<p>Bye</p>' } },
    run: (api) => api.createSavedReply({ title: 'Bye', bodyHtml: '<p>Bye</p>' }),
    expected: { ...fixtures.responses.createSavedReply.saved_reply, title: 'Bye', body_html: '<p>Bye</p>' },
  },
  {
    fn: 'updateSavedReply',
    endpoint: 'updateSavedReply',
    method: 'PATCH',
    path: '/api/v1/concierge/saved_replies/7',
    body: { saved_reply: { title: 'Hi', body_html: '<p>Hi</p>' } },
    run: (api) => api.updateSavedReply(7, { title: 'Hi', bodyHtml: '<p>Hi</p>' }),
    expected: {
      ...fixtures.responses.updateSavedReply.saved_reply,
      id: 7,
      title: 'Hi',
      body_html: '<p>Hi</p>',
    },
  },
  {
    fn: 'deleteSavedReply',
    endpoint: 'deleteSavedReply',
    method: 'DELETE',
    path: '/api/v1/concierge/saved_replies/7',
    run: (api) => api.deleteSavedReply(7),
    expected: undefined,
  },
];
