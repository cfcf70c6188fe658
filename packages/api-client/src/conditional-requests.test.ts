// Conditional GETs: a repeated GET sends the last ETag, and a 304 gives the last answer again,
// so polling an unchanged request costs one small answer. Never across sessions, never for writes.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ETAG_HEADER, IF_NONE_MATCH_HEADER } from './index.js';
import { endpointHandler, fixtures } from './mocks/index.js';
import { makeClient, useMockServer } from './test-harness.js';
import type { ApiClient } from './index.js';

const { server, sent } = useMockServer();
const request = fixtures.requests.inProgress[0]!;

/** A server that tags every answer with `etag` and answers 304 when the client already has it. */
function conditionalRequest(etag: () => string, body: () => object = () => ({ request })) {
  server.use(
    endpointHandler('getRequest', ({ request: sentRequest }) =>
      sentRequest.headers.get(IF_NONE_MATCH_HEADER) === etag()
        ? new HttpResponse(null, { status: 304, headers: { [ETAG_HEADER]: etag() } })
        : HttpResponse.json(body(), { headers: { [ETAG_HEADER]: etag() } }),
    ),
  );
}

const getRequest = async (api: ApiClient, id: number) =>
  (await api.call('getRequest', { params: { id } })).data.request;

describe('conditional GET', () => {
  it('sends the last ETag and reuses the last answer on a 304', async () => {
    conditionalRequest(() => 'W/"v1"');
    const { api } = makeClient();
    const first = await getRequest(api, request.id);
    const second = await getRequest(api, request.id);
    expect(sent.map((s) => s.headers.get(IF_NONE_MATCH_HEADER))).toEqual([null, 'W/"v1"']);
    expect(second).toEqual(first);
    expect(second?.id).toBe(request.id);
  });

  it('takes the new answer when the ETag changed', async () => {
    let version = 1;
    conditionalRequest(
      () => `W/"v${version}"`,
      () => ({ request: { ...request, status: `Step ${version}` } }),
    );
    const { api } = makeClient();
    expect((await getRequest(api, request.id)).status).toBe('Step 1');
    version = 2;
    expect((await getRequest(api, request.id)).status).toBe('Step 2');
    expect((await getRequest(api, request.id)).status).toBe('Step 2');
    expect(sent.map((s) => s.headers.get(IF_NONE_MATCH_HEADER))).toEqual([null, 'W/"v1"', 'W/"v2"']);
  });

  it("never sends one session's ETag with another session's token", async () => {
    conditionalRequest(() => 'W/"v1"');
    const { api, session } = makeClient();
    await getRequest(api, request.id);
    session.state.token = 'another-session';
    await getRequest(api, request.id);
    expect(sent[1]?.headers.get(IF_NONE_MATCH_HEADER)).toBeNull();
  });

  it('treats a 304 it did not ask for as a failure', async () => {
    server.use(endpointHandler('getRequest', () => new HttpResponse(null, { status: 304 })));
    const { api } = makeClient();
    await expect(api.call('getRequest', { params: { id: request.id } })).rejects.toMatchObject({
      kind: 'http',
      status: 304,
    });
  });

  it('sends no ETag with writes', async () => {
    const { api } = makeClient();
    await api.completeRequest(request.id);
    await api.completeRequest(request.id);
    expect(sent.map((s) => s.headers.get(IF_NONE_MATCH_HEADER))).toEqual([null, null]);
  });
});
