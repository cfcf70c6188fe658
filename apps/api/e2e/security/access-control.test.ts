import { afterAll, describe, expect, it } from 'vitest';
import { contract, PresignResponse, type EndpointName } from '@concierge/api-client';
import {
  answer,
  listenForTests,
  nextItem,
  sampleAnswer,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  startRun,
  submittedRequest,
} from '../../src/testing/http-test-client.js';
import { onDb } from '../../src/testing/test-database.js';
import { startTestServer } from '../../src/testing/test-server.js';

// Every route that takes an id, tried with another user's id, answers 404 (or 403) and no data;
// every concierge route answers a requester 403. The owner's data is unchanged afterwards.

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const OWNER_NAME = 'Ownerina';
const owner = await signUpNewAccount(client, OWNER_NAME);
const stranger = await signUpNewAccount(client, 'Stranger');

const requestId = await submittedRequest(
  client,
  owner.token,
  await seededSurveyId(server.database, 'plan-a-trip'),
);
const runId = await startRun(client, owner.token, await seededSurveyId(server.database, 'find-a-plumber'));
const firstItem = (await nextItem(client, owner.token, runId))!;

const PDF = Buffer.from('%PDF-1.7\n% owner only\n%%EOF\n');
const presign = await client.call('POST', '/api/v1/uploads/presigned_url', {
  token: owner.token,
  body: { upload: { filename: 'private.pdf', content_type: 'application/pdf', size: PDF.length } },
});
const upload = PresignResponse.parse(presign.json());
await fetch(new URL(upload.presigned_url, client.base), {
  method: 'PUT',
  body: PDF,
  headers: { 'content-type': 'application/pdf' },
});

const path = (name: EndpointName, id: number) => contract[name].path.replace(':id', String(id));

/** Calls a stranger makes with the owner's ids, and the status each must get. */
const strangerCalls: [string, string, string, unknown, number][] = [
  ['getRequest', 'GET', path('getRequest', requestId), undefined, 404],
  ['getNextSurveyItem', 'GET', path('getNextSurveyItem', runId), undefined, 404],
  [
    'answerSurveyItem',
    'POST',
    path('answerSurveyItem', runId),
    {
      user_request_answer: {
        object_satisfied_id: firstItem.item.id,
        object_satisfied_type: 'Datum',
        value: 'stranger',
      },
    },
    404,
  ],
  ['submitSurvey', 'POST', path('submitSurvey', runId), {}, 404],
  ['download', 'GET', `/api/v1/${upload.key}/download`, undefined, 404],
];

/** Every concierge endpoint, with the owner's request id where it takes one. */
const conciergeCalls = (Object.keys(contract) as EndpointName[])
  .filter((name) => contract[name].access === 'concierge')
  .map((name) => {
    const body =
      name === 'postConciergeMessage'
        ? { message: { body_html: '<p>hi</p>' } }
        : name === 'moveRequest'
          ? { request: { state: 'in_progress' } }
          : undefined;
    const query = name === 'getQueue' ? '?state=open' : '';
    return [name, contract[name].method, `${path(name, requestId)}${query}`, body] as const;
  });

/** No answer to the wrong caller may carry the owner's name, email or the contents of their file. */
function expectNoOwnerData(text: string) {
  expect(text).not.toContain(OWNER_NAME);
  expect(text).not.toContain(owner.email);
  expect(text).not.toContain('owner only');
}

describe(onDb('access control'), () => {
  it.each(strangerCalls)(
    '%s with another user’s id answers the same as a missing id, with no data',
    async (_name, method, url, body, status) => {
      const res = await client.call(method, url, { token: stranger.token, body });
      expect(res.status).toBe(status);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
      expectNoOwnerData(res.text);
    },
  );

  it.each(conciergeCalls)(
    '%s answers a requester 403, even about their own request',
    async (_name, method, url, body) => {
      for (const token of [owner.token, stranger.token]) {
        const res = await client.call(method, url, { token, body });
        expect(res.status).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
        expectNoOwnerData(res.text);
      }
    },
  );

  it('leaves the owner’s request, run and file as they were, while the concierge still reaches them', async () => {
    const request = await client.call('GET', path('getRequest', requestId), { token: owner.token });
    expect(request.status).toBe(200);
    expect(request.json().request).toMatchObject({ state: 'open' });
    expect(request.json().request.messages.every((m: { source: string }) => m.source !== 'concierge')).toBe(
      true,
    );
    const next = await nextItem(client, owner.token, runId);
    expect(next?.item.id).toBe(firstItem.item.id);
    expect(next?.item.universal_answer ?? null).not.toBe('stranger');
    const own = await answer(client, owner.token, runId, firstItem.item.id, sampleAnswer(firstItem.item));
    expect(own.status).toBe(200);
    expect((await client.call('GET', path('getQueueRequest', requestId), { token: concierge })).status).toBe(
      200,
    );
    const file = await client.call('GET', `/api/v1/${upload.key}/download`, { token: owner.token });
    expect(file.text).toBe(PDF.toString());
  });

  it('lists none of the owner’s requests to the stranger', async () => {
    for (const list of ['open', 'in_progress', 'completed']) {
      const res = await client.call('GET', `/api/v1/requests/${list}`, { token: stranger.token });
      expect(res.status).toBe(200);
      expect(res.json().requests).toEqual([]);
    }
  });
});
