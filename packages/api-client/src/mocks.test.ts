// `@concierge/api-client/mocks`: fixtures that satisfy the contract, routing like the server's, the
// in-memory survey, and the scripted failures.
import { describe, expect, it } from 'vitest';
import { contract, withDefaultStatus, type EndpointName } from './index.js';
import {
  createHandlers,
  credentials,
  failWith,
  fixtures,
  MALFORMED_BODY,
  matchEndpoint,
  scenario,
} from './mocks/index.js';
import { BASE_URL, makeClient, useMockServer } from './test-harness.js';

const { server } = useMockServer();
const names = Object.keys(contract) as EndpointName[];

describe('fixtures', () => {
  it.each(names)('the %s fixture satisfies its answer schema, with nothing left to default', (name) => {
    const parsed = contract[name].response.safeParse(fixtures.responses[name]);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(fixtures.responses[name]);
  });

  it('give every endpoint one handler: its fixture, unless its behaviour is written', () => {
    expect(createHandlers()).toHaveLength(names.length);
  });

  it('the malformed body matches no answer schema', () => {
    for (const name of names) expect(contract[name].response.safeParse(MALFORMED_BODY).success).toBe(false);
  });
});

describe('routing', () => {
  const at = (method: string, path: string) => new Request(`${BASE_URL}${path}`, { method });

  it('prefers a static path to a parameter, as the server does', () => {
    expect(matchEndpoint(at('GET', '/api/v1/requests/open'))).toEqual({
      name: 'getOpenRequests',
      params: {},
    });
    expect(matchEndpoint(at('GET', '/api/v1/requests/7'))).toEqual({
      name: 'getRequest',
      params: { id: '7' },
    });
    expect(matchEndpoint(at('PATCH', '/api/v1/concierge/requests/7'))?.name).toBe('moveRequest');
    expect(matchEndpoint(at('DELETE', '/api/v1/requests/7'))).toBeNull();
    expect(matchEndpoint(at('GET', '/api/v1/nothing'))).toBeNull();
  });

  it('answers only under baseUrl when one is given', () => {
    const options = { baseUrl: 'http://api.test/v' };
    expect(matchEndpoint(new Request('http://api.test/v/api/v1/users/current'), options)?.name).toBe(
      'getCurrentUser',
    );
    expect(matchEndpoint(new Request('http://other.test/v/api/v1/users/current'), options)).toBeNull();
  });

  it('a failure scripted for getRequest does not catch the open list', async () => {
    server.use(failWith('getRequest', 'server-error'));
    const { api } = makeClient();
    expect((await api.call('getOpenRequests', {})).data.requests).toHaveLength(2);
    await expect(api.call('getRequest', { params: { id: 101 } })).rejects.toMatchObject({ status: 500 });
  });

  it('a `once` failure answers one time, then the happy handler answers', async () => {
    server.use(failWith('getSurveyCategories', 'server-error', { once: true }));
    const { api } = makeClient();
    await expect(api.call('getSurveyCategories', {})).rejects.toMatchObject({ status: 500 });
    expect((await api.call('getSurveyCategories', {})).data.survey_categories).toEqual(fixtures.categories);
  });
});

describe('the in-memory server', () => {
  it('checks request bodies against the contract: 422 with issues', async () => {
    const response = await fetch(`${BASE_URL}${contract.verifyMfa.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp: '12ab' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      code: 'validation',
      issues: [{ path: 'otp', message: 'Enter the 6-digit code.' }],
    });
  });

  it('walks a survey: three items, then null; submit once; the request shows up in the open list', async () => {
    const { api } = makeClient();
    const run = await api.startUserRequestSurvey(12);
    expect(run).toMatchObject({ id: 700, request_survey_id: 12 });
    const seen: number[] = [];
    for (
      let next = await api.getNextSurveyItem(700);
      next !== null;
      next = await api.getNextSurveyItem(700)
    ) {
      if (next instanceof Error) throw next;
      seen.push(next.item.id);
      expect(next.last_question).toBe(seen.length === 3);
      await api.answerSurveyItem(700, { objectSatisfiedId: next.item.id, value: ['This week'] });
    }
    expect(seen).toEqual(fixtures.surveyItems.map((item) => item.id));
    expect(await api.submitSurvey(700, 'k')).toEqual({ requestId: 105 });
    expect(await api.submitSurvey(700, 'k')).toEqual({ requestId: 105 });
    const open = (await api.call('getOpenRequests', {})).data.requests.map((r) =>
      withDefaultStatus(r, 'open'),
    );
    expect(open.map((request) => request.id)).toEqual([105, 101, 102]);
    expect(open[0]).toMatchObject({ title: 'Find a cleaner', status: 'In Queue' });
  });

  it('requireAuth: signed-in endpoints need the mock session token', async () => {
    server.use(...createHandlers({ requireAuth: true }));
    const stranger = makeClient();
    await expect(stranger.api.getCurrentUser()).rejects.toMatchObject({ status: 401 });
    const { api } = makeClient();
    const { token } = await api.signIn(credentials.email, credentials.password);
    const signedIn = makeClient({
      session: { getToken: () => token, getMfaToken: () => null, clear: () => {} },
    });
    expect(await signedIn.api.getCurrentUser()).toEqual(fixtures.user);
  });

  it('the concierge moves a request between lists', async () => {
    const { api } = makeClient();
    await api.moveRequest(102, 'in_progress');
    expect((await api.call('getInProgressRequests', {})).data.requests.map((request) => request.id)).toEqual([
      102, 103,
    ]);
    expect((await api.getQueue('open')).requests.map((request) => request.id)).toEqual([101]);
  });

  it('pages lists with a cursor', async () => {
    const { api } = makeClient();
    expect(await api.getQueue('open', { limit: 1 })).toMatchObject({
      requests: [{ id: 101 }],
      nextCursor: '1',
    });
    expect(await api.getQueue('open', { limit: 1, cursor: '1' })).toMatchObject({
      requests: [{ id: 102 }],
      nextCursor: null,
    });
  });
});

describe('scenarios', () => {
  it('empty: a new account with nothing to show', async () => {
    server.use(...scenario('empty'));
    const { api, logger } = makeClient();
    expect((await api.call('getOpenRequests', {})).data.requests).toEqual([]);
    expect((await api.call('getRecommendedCategories', {})).data.recommended_request_categories).toEqual([]);
    expect(await api.getQueue('open')).toEqual({ requests: [], nextCursor: null });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('mfa-required spares the MFA endpoints, so the user can verify', async () => {
    server.use(...scenario('mfa-required'));
    const { api, onMfaRequired } = makeClient();
    await expect(api.getCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(onMfaRequired).toHaveBeenCalledTimes(1);
    await expect(api.sendOtp()).resolves.toBeUndefined();
    await expect(api.verifyMfa(credentials.otp)).resolves.toBe(credentials.mfaToken);
  });

  it('signed-out spares the public endpoints, so the user can sign in again', async () => {
    server.use(...scenario('signed-out'));
    const { api, onUnauthorized } = makeClient();
    await expect(api.call('getCompletedRequests', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.signIn(credentials.email, credentials.password)).resolves.toMatchObject({
      token: credentials.sessionToken,
    });
  });
});
