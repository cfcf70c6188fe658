// docs/api.md#error-catalogue three behaviours, typed: lists and requests log and return `[]` / `null`; survey calls
// return the ApiError; the rest throw it. And a malformed answer is always an `invalid-response` error.
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, MESSAGES } from './index.js';
import { endpointHandler, failWith, scenario } from './mocks/index.js';
import { makeClient, useMockServer } from './test-harness.js';

const { server } = useMockServer();

describe('a malformed answer', () => {
  it('becomes an invalid-response ApiError, never a half-read value', async () => {
    server.use(failWith('getCurrentUser', 'malformed'));
    const { api } = makeClient();
    const error = await api.getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      endpoint: 'getCurrentUser',
      message: MESSAGES.invalidResponse,
    });
  });

  it('includes a 2xx answer that is not JSON at all', async () => {
    server.use(
      endpointHandler('getQueueRequest', () => new HttpResponse('<!doctype html><title>App</title>')),
    );
    const { api } = makeClient();
    await expect(api.getQueueRequest(101)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('refuses a list with one bad entry, not a partial list', async () => {
    server.use(endpointHandler('getOpenRequests', () => HttpResponse.json({ requests: [{ id: 1 }] })));
    const { api } = makeClient();
    await expect(api.call('getOpenRequests', {})).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('keeps the spec text of sign-in and MFA verify, with the kind underneath', async () => {
    server.use(failWith('signIn', 'malformed'), failWith('verifyMfa', 'malformed'));
    const { api } = makeClient();
    await expect(api.signIn('ada@example.com', 'x')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: MESSAGES.signInFailed,
    });
    await expect(api.verifyMfa('123456')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: MESSAGES.mfaVerifyFailed,
    });
  });
});

describe('api.call: every failure is an ApiError, whatever the server did', () => {
  it.each(['server-down', 'offline', 'malformed'] as const)('when the server is %s', async (name) => {
    server.use(...scenario(name));
    const { api, logger } = makeClient();
    const calls = [
      api.call('getOpenRequests', {}),
      api.call('getSurveyCategories', {}),
      api.call('getRequest', { params: { id: 101 } }),
      api.call('getCategoryRequestSurveys', { params: { id: 1 } }),
    ];
    for (const call of calls) expect(isApiError(await call.catch((error: unknown) => error))).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a missing request is a 404', async () => {
    const { api } = makeClient();
    await expect(api.call('getRequest', { params: { id: 999 } })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('sign-out never throws: signing out locally must always work', async () => {
    server.use(failWith('signOut', 'network-error'));
    const { api, logger } = makeClient();
    await expect(api.signOut()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('logs to console.error when no logger is given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failWith('signOut', 'server-error'));
    const { api } = makeClient({ logger: undefined });
    // `logger: undefined` in the options means "the default": console.
    await expect(api.signOut()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('survey calls return the error object', () => {
  it('start, next item, answer and submit resolve to an ApiError instead of throwing', async () => {
    server.use(
      failWith('startUserRequestSurvey', 'server-error'),
      failWith('getNextSurveyItem', 'malformed'),
      failWith('answerSurveyItem', 'network-error'),
    );
    const { api } = makeClient();
    expect(await api.startUserRequestSurvey(11)).toMatchObject({ kind: 'http', status: 500 });
    expect(await api.getNextSurveyItem(700)).toMatchObject({ kind: 'invalid-response' });
    const answer = await api.answerSurveyItem(700, { objectSatisfiedId: 501, value: 'x' });
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ kind: 'network', message: MESSAGES.networkFailed });
  });

  it("submitting an unfinished survey returns the server's error", async () => {
    const { api } = makeClient();
    await api.startUserRequestSurvey(11);
    const result = await api.submitSurvey(700);
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 422, message: 'Answer every question first.' });
  });
});

describe('strict calls throw ApiError', () => {
  it('concierge calls, the current user and uploads', async () => {
    server.use(
      failWith('getQueue', 'server-error'),
      failWith('moveRequest', 'malformed'),
      failWith('postConciergeMessage', 'network-error'),
    );
    const { api } = makeClient();
    await expect(api.getQueue('open')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(api.moveRequest(101, 'completed')).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(api.postConciergeMessage(101, { bodyHtml: '<p>Hi</p>' })).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(api.getQueueRequest(999)).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(
      api.createUpload({ filename: 'film.mov', contentType: 'video/quicktime', size: 26_214_401 }),
    ).rejects.toMatchObject({ kind: 'http', status: 413, message: 'That file is larger than 25 MB.' });
  });

  it('a non-JSON error page gives the generic text and keeps the status', async () => {
    server.use(endpointHandler('getCurrentUser', () => new HttpResponse('Bad gateway', { status: 502 })));
    const { api } = makeClient();
    await expect(api.getCurrentUser()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      body: undefined,
      message: MESSAGES.requestFailed,
    });
  });

  it('isApiError also recognises an ApiError from another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'http' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', kind: 'http' })).toBe(false);
  });
});
