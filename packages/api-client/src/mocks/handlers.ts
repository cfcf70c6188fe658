import { HttpResponse, type HttpHandler } from 'msw';
import { AUTHORIZATION_HEADER, DEFAULT_STATUS, MFA_TOKEN_HEADER, UPLOAD_MAX_BYTES } from '../constants.js';
import type { RequestState, ServiceRequest } from '../schemas/requests.js';
import type { Rating } from '../schemas/requester.js';
import type { AnswerValue, NextItem } from '../schemas/surveys.js';
import { credentials, fixtures, toQueueItem, toQueueRequestPage } from './fixtures.js';
import { contract, type EndpointName } from '../contract.js';
import { errorResponse, route, type MockRequest, type RouteOptions } from './routing.js';

interface SurveyRun {
  requestSurveyId: number;
  name: string;
  answers: Map<number, AnswerValue>;
  requestId: number | null;
}

const notFound = () => errorResponse(404, { error: 'Not found', code: 'not-found' });
const ok = () => HttpResponse.json({ success: true as const });

/** Lists are newest first; the cursor is an offset, `next_cursor` null on the last page. */
function page(
  requests: ServiceRequest[],
  query: { limit?: number | undefined; cursor?: string | undefined },
  present: (request: ServiceRequest) => object = (request) => request,
) {
  const sorted = [...requests].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const start = Number(query.cursor ?? 0) || 0;
  const end = query.limit ? start + query.limit : sorted.length;
  return HttpResponse.json({
    requests: sorted.slice(start, end).map(present),
    next_cursor: end < sorted.length ? String(end) : null,
  });
}

function nextItem(run: SurveyRun, itemId: number | undefined): NextItem | null {
  const items = fixtures.surveyItems;
  const index =
    itemId === undefined
      ? items.findIndex((item) => !run.answers.has(item.id))
      : items.findIndex((item) => item.id === itemId);
  const item = items[index];
  if (!item) return null;
  return {
    item: { ...item, universal_answer: run.answers.get(item.id) ?? item.universal_answer },
    // The last question (a phone number) may be skipped.
    optional: index === items.length - 1,
    last_question: index === items.length - 1,
    position: index + 1,
    total: items.length,
    previous_item_id: items[index - 1]?.id ?? null,
  };
}

/**
 * msw handlers for every endpoint, sharing one small in-memory server: sign-in checks
 * {@link credentials}, a survey walks three items then `null`, submitting it adds an open request,
 * the concierge can post messages and move requests. Each call makes a fresh state.
 */
export function createHandlers(options: RouteOptions = {}): HttpHandler[] {
  const requests: ServiceRequest[] = structuredClone([
    ...fixtures.requests.open,
    ...fixtures.requests.inProgress,
    ...fixtures.requests.completed,
  ]);
  const runs = new Map<number, SurveyRun>();
  let nextRunId = 700;
  let nextAnswerId = 800;
  let nextRequestId = 105;
  const ratings = new Map<number, Rating>();
  // The requester's email settings, kept like the server's.
  const preferences = { ...fixtures.responses.getNotificationPreferences.preferences };
  const mutedRequests = new Set<number>();
  // The signed-in devices, kept like the server's (signing one out removes it from the list).
  let sessions = structuredClone(fixtures.responses.getSessions.sessions);
  let nextMessageId = 9100;
  const surveys = fixtures.categories.flatMap((category) => category.request_surveys);
  const inState = (state: RequestState) => requests.filter((request) => request.state === state);
  // The queue's search, as the server's: titles and answers (the mocks have no requester names to search).
  const matching = (q: string | undefined) => (request: ServiceRequest) =>
    [request.title, ...request.details.map((detail) => detail.answer)].some((text) =>
      text.toLowerCase().includes(q?.toLowerCase() ?? ''),
    );
  const withHeaders = (headers: Record<string, string>) => ({ headers });
  // The endpoints with behaviour (state, credentials, headers) are written below; every other one answers
  // its fixture body, routed from its definition (docs/api.md#calls): a new endpoint needs no handler here.
  const written = new Set<EndpointName>();
  const on = <N extends EndpointName>(name: N, resolve: (input: MockRequest<N>) => Response) => {
    written.add(name);
    return route(name, resolve, options);
  };
  const sessionHeader = { [AUTHORIZATION_HEADER]: `Bearer ${credentials.sessionToken}` };
  const passkeys = structuredClone(fixtures.responses.getPasskeys.passkeys);
  // The account's language is kept, so a reload shows the language chosen.
  let currentUser = structuredClone(fixtures.responses.getCurrentUser.user);

  const withBehaviour = [
    on('signIn', ({ body }) =>
      body.user.email === credentials.email && body.user.password === credentials.password
        ? HttpResponse.json(fixtures.responses.signIn, withHeaders(sessionHeader))
        : errorResponse(401, { error: 'Invalid email or password.', code: 'invalid-credentials' }),
    ),
    on('signUp', ({ body }) =>
      body.user.email === credentials.email
        ? errorResponse(422, { error: 'Email has already been taken', code: 'validation' })
        : HttpResponse.json(
            { ...fixtures.responses.signUp, data: JSON.stringify({ email: body.user.email }) },
            withHeaders(sessionHeader),
          ),
    ),
    on('resetPassword', ({ body }) =>
      body.reset_password_token === credentials.resetPasswordToken
        ? ok()
        : errorResponse(422, { error: 'Invalid token', status: 'Reset password token is invalid' }),
    ),
    on('getCurrentUser', () => HttpResponse.json({ user: currentUser })),
    on('unlock', ({ query }) =>
      query.unlock_token === credentials.unlockToken
        ? ok()
        : errorResponse(422, { error: 'Unlock token is invalid or has expired.' }),
    ),
    on('verifyMfa', ({ body }) =>
      body.otp === credentials.otp
        ? HttpResponse.json({ success: true }, withHeaders({ [MFA_TOKEN_HEADER]: credentials.mfaToken }))
        : errorResponse(401, { error: 'Invalid or expired code.', code: 'invalid-otp' }),
    ),
    on('confirmTotpEnrollment', ({ body }) =>
      body.code === credentials.totpCode
        ? HttpResponse.json(
            fixtures.responses.confirmTotpEnrollment,
            withHeaders({ [MFA_TOKEN_HEADER]: credentials.mfaToken }),
          )
        : errorResponse(401, { error: 'That code is not valid.', code: 'totp-invalid' }),
    ),
    on('verifyTotp', ({ body }) =>
      body.code === credentials.totpCode
        ? HttpResponse.json({ success: true }, withHeaders({ [MFA_TOKEN_HEADER]: credentials.mfaToken }))
        : errorResponse(401, { error: 'That code is not valid.', code: 'totp-invalid' }),
    ),
    on('verifyRecoveryCode', ({ body }) =>
      body.code === credentials.recoveryCode
        ? HttpResponse.json({ success: true }, withHeaders({ [MFA_TOKEN_HEADER]: credentials.mfaToken }))
        : errorResponse(401, { error: 'That recovery code is not valid.', code: 'recovery-code-invalid' }),
    ),
    on('getRequest', ({ params }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      return request ? HttpResponse.json(toQueueRequestPage(request)) : notFound();
    }),
    on('getOpenRequests', ({ query }) => page(inState('open'), query)),
    on('getInProgressRequests', ({ query }) => page(inState('in_progress'), query)),
    on('getCompletedRequests', ({ query }) => page(inState('completed'), query)),
    on('getCategoryRequestSurveys', ({ params }) => {
      const category = fixtures.categories.find((candidate) => candidate.id === params.id);
      if (!category) return notFound();
      const { request_surveys, ...summary } = category;
      return HttpResponse.json({ survey_category: summary, request_surveys });
    }),
    on('startUserRequestSurvey', ({ params }) => {
      const survey = surveys.find((candidate) => candidate.id === params.id);
      if (!survey) return notFound();
      const id = nextRunId++;
      runs.set(id, { requestSurveyId: survey.id, name: survey.name, answers: new Map(), requestId: null });
      return HttpResponse.json({
        success: true,
        user_request_survey: { id, request_survey_id: survey.id, submitted: false, request_id: null },
      });
    }),
    on('getNextSurveyItem', ({ params, query }) => {
      const run = runs.get(params.id);
      return run ? HttpResponse.json({ next_item: nextItem(run, query.item_id) }) : notFound();
    }),
    on('answerSurveyItem', ({ params, body }) => {
      const run = runs.get(params.id);
      const answer = body.user_request_answer;
      if (!run || !fixtures.surveyItems.some((item) => item.id === answer.object_satisfied_id))
        return notFound();
      run.answers.set(answer.object_satisfied_id, answer.value);
      return HttpResponse.json({ success: true, user_request_answer: { id: nextAnswerId++, ...answer } });
    }),
    on('submitSurvey', ({ params }) => {
      const run = runs.get(params.id);
      if (!run) return notFound();
      // Submitting twice creates one request (SECURITY.md, Reliability): the first answer again.
      if (run.requestId === null) {
        if (nextItem(run, undefined) !== null) {
          return errorResponse(422, { error: 'Answer every question first.', code: 'incomplete' });
        }
        run.requestId = nextRequestId++;
        requests.push({
          id: run.requestId,
          status: DEFAULT_STATUS.open,
          state: 'open',
          created_at: new Date().toISOString(),
          title: run.name,
          details: fixtures.surveyItems.map((item) => {
            const value = run.answers.get(item.id) ?? null;
            return {
              question: item.question,
              answer: Array.isArray(value) ? value.join(', ') : (value ?? ''),
              attachment: null,
            };
          }),
          messages: [],
          awaiting_user: false,
        });
      }
      return HttpResponse.json({ success: true, request_id: run.requestId });
    }),
    on('createUpload', ({ body }) =>
      body.upload.size > UPLOAD_MAX_BYTES
        ? errorResponse(413, { error: 'That file is larger than 25 MB.', code: 'too-large' })
        : HttpResponse.json({
            ...fixtures.responses.createUpload,
            key: `uploads/42/${crypto.randomUUID()}`,
          }),
    ),
    on('getQueue', ({ query }) => {
      // The mock has no assignments: everything is unassigned, nothing is the caller's.
      const shown = query.view === 'mine' ? [] : inState(query.state).filter(matching(query.q));
      return page(shown, query, toQueueItem);
    }),
    on('getQueueCounts', ({ query }) => {
      const count = (state: RequestState) => inState(state).filter(matching(query.q)).length;
      const all = count(query.state ?? 'open');
      return HttpResponse.json({
        counts: { open: count('open'), in_progress: count('in_progress'), completed: count('completed') },
        views: { all, mine: 0, unassigned: all },
      });
    }),
    on('postRequestMessage', ({ params, body }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      const message = {
        id: nextMessageId++,
        body_html: body.message.body_html,
        source_name: fixtures.user.full_name,
        source: 'user' as const,
        external_created_at: new Date().toISOString(),
        attachments: body.message.attachment_keys.map((key) => ({ ...fixtures.attachment, key })),
      };
      request.messages.push(message);
      request.awaiting_user = false;
      // Replying to a completed request reopens it, as the server does.
      if (request.state === 'completed') {
        request.state = 'open';
        request.status = DEFAULT_STATUS.open;
      }
      return HttpResponse.json({ message });
    }),
    on('completeRequest', ({ params }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      request.state = 'completed';
      request.status = DEFAULT_STATUS.completed;
      request.awaiting_user = false;
      return HttpResponse.json({ request });
    }),
    on('getQueueRequest', ({ params }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      return request ? HttpResponse.json(toQueueRequestPage(request)) : notFound();
    }),
    on('postConciergeMessage', ({ params, body }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      const message = {
        id: nextMessageId++,
        body_html: body.message.body_html,
        source_name: 'Grace (Concierge)',
        source: 'concierge' as const,
        external_created_at: new Date().toISOString(),
        attachments: body.message.attachment_keys.map((key) => ({ ...fixtures.attachment, key })),
      };
      request.messages.push(message);
      request.awaiting_user = true;
      return HttpResponse.json({ message });
    }),
    on('assignRequest', ({ params, body }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      const assignee = body.request.assignee_id === null ? null : fixtures.responses.assignRequest.assignee;
      return HttpResponse.json({ ...toQueueRequestPage(request), assignee });
    }),
    on('createSavedReply', ({ body }) =>
      HttpResponse.json({
        saved_reply: { ...fixtures.responses.createSavedReply.saved_reply, ...body.saved_reply },
      }),
    ),
    on('updateSavedReply', ({ params, body }) =>
      HttpResponse.json({
        saved_reply: {
          ...fixtures.responses.updateSavedReply.saved_reply,
          id: params.id,
          ...body.saved_reply,
        },
      }),
    ),
    on('moveRequest', ({ params, body }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      request.state = body.request.state;
      request.status = DEFAULT_STATUS[body.request.state];
      return HttpResponse.json({ request });
    }),
    // The requester's search, as the server's: every word starts a word of the title, an answer or a message.
    on('searchRequests', ({ query }) => {
      const words = query.q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const found = (query.state ? inState(query.state) : requests).filter((request) => {
        const text = [
          request.title,
          ...request.details.map((detail) => detail.answer),
          ...request.messages
            .filter((message) => message.source !== 'system')
            .map((message) => message.body_html),
        ]
          .join(' ')
          .toLowerCase();
        const starts = new Set(text.match(/[\p{L}\p{N}]+/gu));
        return words.every((word) => [...starts].some((start) => start.startsWith(word)));
      });
      return page(found, query);
    }),
    on('withdrawRequest', ({ params }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      if (request.state === 'completed') {
        return errorResponse(409, { error: 'This request is already completed.', code: 'already-completed' });
      }
      request.state = 'completed';
      request.status = DEFAULT_STATUS.completed;
      request.awaiting_user = false;
      return HttpResponse.json({ request });
    }),
    on('getRequestRating', ({ params }) =>
      requests.some((candidate) => candidate.id === params.id)
        ? HttpResponse.json({ rating: ratings.get(params.id) ?? null })
        : notFound(),
    ),
    on('rateRequest', ({ params, body }) => {
      const request = requests.find((candidate) => candidate.id === params.id);
      if (!request) return notFound();
      if (request.state !== 'completed') {
        return errorResponse(409, { error: 'Rate a request once it is completed.', code: 'not-completed' });
      }
      const rating = {
        ...fixtures.responses.rateRequest.rating!,
        score: body.rating.score,
        comment: body.rating.comment || null,
      };
      ratings.set(params.id, rating);
      return HttpResponse.json({ rating });
    }),
    on('getQueueRequestRating', ({ params }) =>
      HttpResponse.json({ rating: ratings.get(params.id) ?? null }),
    ),
    on('updateProfile', ({ body }) =>
      HttpResponse.json({
        user: {
          ...fixtures.responses.getCurrentUser.user,
          full_name: `${body.user.name} ${body.user.last_name}`,
          name: body.user.name,
          last_name: body.user.last_name,
        },
      }),
    ),
    on('updateLocale', ({ body }) => {
      currentUser = { ...currentUser, locale: body.user.locale };
      return HttpResponse.json({ user: currentUser });
    }),
    on('changePassword', ({ body }) =>
      body.user.current_password === credentials.password
        ? ok()
        : errorResponse(422, { error: 'Your current password is not correct.', code: 'wrong-password' }),
    ),
    on('requestEmailChange', ({ body }) =>
      body.user.current_password === credentials.password
        ? ok()
        : errorResponse(422, { error: 'Your current password is not correct.', code: 'wrong-password' }),
    ),
    on('reauthenticate', ({ body }) =>
      body.user.password === credentials.password
        ? ok()
        : errorResponse(422, { error: 'Your current password is not correct.', code: 'wrong-password' }),
    ),
    on('getNotificationPreferences', () => HttpResponse.json({ preferences })),
    on('updateNotificationPreferences', ({ body }) => {
      Object.assign(preferences, body.preferences);
      return HttpResponse.json({ preferences });
    }),
    on('getRequestMute', ({ params }) =>
      requests.some((request) => request.id === params.id)
        ? HttpResponse.json({ mute: { muted: mutedRequests.has(params.id) } })
        : notFound(),
    ),
    on('setRequestMute', ({ params, body }) => {
      if (!requests.some((request) => request.id === params.id)) return notFound();
      if (body.mute.muted) mutedRequests.add(params.id);
      else mutedRequests.delete(params.id);
      return HttpResponse.json({ mute: body.mute });
    }),
    on('getPasskeys', () => HttpResponse.json({ passkeys })),
    on('registerPasskey', ({ body }) => {
      const added = {
        ...fixtures.responses.registerPasskey.passkey,
        id: Math.max(0, ...passkeys.map((entry) => entry.id)) + 1,
        name: body.passkey.name,
      };
      // The account's first passkey brings the recovery codes (as the server does when it has no set yet).
      const recoveryCodes = passkeys.length === 0 ? fixtures.responses.registerPasskey.recovery_codes : null;
      passkeys.push(added);
      return HttpResponse.json({ passkey: added, recovery_codes: recoveryCodes });
    }),
    on('renamePasskey', ({ params, body }) => {
      const found = passkeys.find((entry) => entry.id === params.id);
      if (!found) return notFound();
      found.name = body.passkey.name;
      return HttpResponse.json({ passkey: found });
    }),
    on('removePasskey', ({ params }) => {
      const index = passkeys.findIndex((entry) => entry.id === params.id);
      if (index < 0) return notFound();
      passkeys.splice(index, 1);
      return ok();
    }),
    on('verifyPasskeyMfa', () =>
      HttpResponse.json({ success: true }, withHeaders({ [MFA_TOKEN_HEADER]: credentials.mfaToken })),
    ),
    on('passkeySignIn', () =>
      HttpResponse.json(
        fixtures.responses.passkeySignIn,
        withHeaders({ ...sessionHeader, [MFA_TOKEN_HEADER]: credentials.mfaToken }),
      ),
    ),
    on('createStaffInvite', ({ body }) =>
      HttpResponse.json({
        invite: { ...fixtures.responses.createStaffInvite.invite, email: body.invite.email.toLowerCase() },
      }),
    ),
    on('setStaffActive', ({ params, body }) =>
      HttpResponse.json({
        staff: { ...fixtures.responses.setStaffActive.staff, id: params.id, active: body.staff.active },
      }),
    ),
    on('getSessions', () => HttpResponse.json({ sessions })),
    on('signOutSession', ({ params }) => {
      if (!sessions.some((session) => session.id === params.id)) return notFound();
      sessions = sessions.filter((session) => session.id !== params.id);
      return ok();
    }),
    on('signOutOtherSessions', () => {
      const others = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ success: true as const, signed_out: others });
    }),
  ];
  const fromFixtures = (Object.keys(contract) as EndpointName[])
    .filter((name) => !written.has(name))
    .map((name) => route(name, () => HttpResponse.json(fixtures.responses[name]), options));
  return [...withBehaviour, ...fromFixtures];
}
