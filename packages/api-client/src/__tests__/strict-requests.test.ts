// The strict forms of the request calls: same default statuses as the lenient ones (spec §3), but a
// failure is thrown so a screen can show its error state instead of an empty list.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS, withDefaultStatus } from '../index.js';
import { endpointHandler, failWith, fixtures } from '../mocks/index.js';
import { makeClient, useMockServer } from './harness.js';

const { server } = useMockServer();

describe('strictRequests', () => {
  it.each([
    ['getOpenRequests', 'open'],
    ['getInProgressRequests', 'in_progress'],
    ['getCompletedRequests', 'completed'],
  ] as const)('%s fills the list default status and passes the cursor on', async (name, state) => {
    const request = { ...fixtures.requests.open[0]!, status: null, state };
    server.use(endpointHandler(name, () => HttpResponse.json({ requests: [request], next_cursor: 'abc' })));
    const { api } = makeClient();
    const page = await api.strictRequests[name]();
    expect(page.nextCursor).toBe('abc');
    expect(page.requests.map((r) => r.status)).toEqual([DEFAULT_STATUS[state]]);
  });

  it('throws the ApiError instead of logging and returning []', async () => {
    server.use(failWith('getOpenRequests', 'server-error'));
    const { api, logger } = makeClient();
    await expect(api.strictRequests.getOpenRequests()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('getRequest throws on a 404 instead of giving null', async () => {
    server.use(
      endpointHandler('getRequest', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    const { api } = makeClient();
    await expect(api.strictRequests.getRequest(999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('withDefaultStatus', () => {
  it('keeps a status the server sent and fills a missing one from the list', () => {
    const request = fixtures.requests.open[0]!;
    expect(withDefaultStatus({ ...request, status: 'Waiting for quotes' }).status).toBe('Waiting for quotes');
    expect(withDefaultStatus({ ...request, status: null, state: 'completed' }).status).toBe('Completed');
    expect(withDefaultStatus({ ...request, status: null, state: 'completed' }, 'open').status).toBe(
      'In Queue',
    );
  });
});
