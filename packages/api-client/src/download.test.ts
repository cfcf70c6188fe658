// Downloading a stored file: a plain link cannot send the session's headers, so the client fetches it.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_HEADER, MFA_TOKEN_HEADER } from './index.js';
import { fixtures } from './mocks/index.js';
import { BASE_URL, makeClient, useMockServer } from './test-harness.js';

const { server, sent } = useMockServer();
const fileUrl = fixtures.attachment.url;

describe('downloadAttachment', () => {
  it('fetches an attachment URL from the API base with the session headers', async () => {
    server.use(http.get(`${BASE_URL}${fileUrl}`, () => new HttpResponse('%PDF-1.7 bytes', { status: 200 })));
    const { api } = makeClient();
    const blob = await api.downloadAttachment(fileUrl);
    expect(await blob.text()).toBe('%PDF-1.7 bytes');
    expect(sent[0]?.path).toBe(fileUrl);
    expect(sent[0]?.headers.get(AUTHORIZATION_HEADER)).toBe('Bearer session-token');
    expect(sent[0]?.headers.get(MFA_TOKEN_HEADER)).toBe('mfa-token');
  });

  it('throws an ApiError with the status when the server refuses', async () => {
    server.use(
      http.get(`${BASE_URL}${fileUrl}`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    const { api, session } = makeClient();
    await expect(api.downloadAttachment(fileUrl)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
      endpoint: 'downloadAttachment',
    });
    // A refused download is not a 401: the session stays.
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('throws a network ApiError when there is no answer', async () => {
    server.use(http.get(`${BASE_URL}${fileUrl}`, () => HttpResponse.error()));
    const { api } = makeClient();
    await expect(api.downloadAttachment(fileUrl)).rejects.toMatchObject({ kind: 'network' });
  });
});
