// A refused call says when to try again: the answer's Retry-After travels on the ApiError.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, parseRetryAfter } from './index.js';
import { endpointHandler } from './mocks/index.js';
import { makeClient, useMockServer } from './test-harness.js';

const { server } = useMockServer();

const refused = (headers: Record<string, string>) =>
  endpointHandler('sendOtp', () =>
    HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers }),
  );

describe('Retry-After on ApiError', () => {
  it("the 60-second resend rule's 429 keeps the spec text and carries the wait in seconds", async () => {
    const { api } = makeClient();
    server.use(refused({ 'retry-after': '42' }));
    await expect(api.sendOtp()).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: MESSAGES.mfaTokenRequestFailed,
      retryAfter: 42,
    });
  });

  it('an answer without the header carries none', async () => {
    const { api } = makeClient();
    server.use(refused({}));
    const error: unknown = await api.sendOtp().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 429 });
    expect((error as { retryAfter?: number }).retryAfter).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-24T03:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until it, never negative', () => {
    expect(parseRetryAfter('Tue, 24 Nov 2026 03:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 24 Nov 2026 02:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
