// Every endpoint through its named function: the request it sends (method, path, headers, body) and how
// its answer is parsed. The mock server checks each body against the contract too (422 otherwise).
import { describe, expect, it } from 'vitest';
import { contract } from './index.js';
import { fixtures } from './mocks/index.js';
import { authCases } from './auth-endpoint-cases.js';
import { dataCases } from './data-endpoint-cases.js';
import { apiTokenCases } from './api-token-endpoint-cases.js';
import { webhookCases } from './webhook-endpoint-cases.js';
import { auditCases } from './audit-endpoint-cases.js';
import { dataExportCases } from './data-export-endpoint-cases.js';
import { erasureCases } from './erasure-endpoint-cases.js';
import { retentionCases } from './retention-endpoint-cases.js';
import { serviceLevelCases } from './service-level-endpoint-cases.js';
import { makeClient, useMockServer } from './test-harness.js';

const { sent } = useMockServer();

const cases = [
  ...authCases,
  ...dataCases,
  ...apiTokenCases,
  ...webhookCases,
  ...auditCases,
  ...dataExportCases,
  ...erasureCases,
  ...retentionCases,
  ...serviceLevelCases,
];
const [open101] = fixtures.requests.open;

describe('every endpoint', () => {
  it('the table covers every contract endpoint and every client function', () => {
    const { api } = makeClient();
    // An endpoint may back two functions (the queue's request and its page with the team's fields).
    expect([...new Set(cases.map((c) => c.endpoint))].sort()).toEqual(Object.keys(contract).sort());
    // Not contract endpoints: the generic call itself, and the file download (download.test.ts).
    const functions = Object.keys(api).filter((key) => !['call', 'downloadAttachment'].includes(key));
    expect(cases.flatMap((c) => (c.fn === 'call' ? [] : [c.fn])).sort()).toEqual(functions.sort());
  });

  it.each(cases)('$fn sends $method $path and parses the answer', async (c) => {
    const { api, logger } = makeClient();
    const result = await c.run(api);
    expect(result).toEqual(c.expected);
    expect(logger.error).not.toHaveBeenCalled();

    const request = sent.at(-1);
    expect(request).toBeDefined();
    if (!request) return;
    expect(request.method).toBe(c.method);
    expect(request.path).toBe(c.path);
    expect(request.headers.get('authorization')).toBe('Bearer session-token');
    expect(request.headers.get('mfa-token')).toBe('mfa-token');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe(c.body === undefined ? null : 'application/json');
    expect(request.headers.get('idempotency-key')).toBe(c.idempotencyKey ?? null);
    expect(await request.body).toEqual(c.body);
  });
});

describe('headers and queries', () => {
  it('sends neither token header when the session has none', async () => {
    const { api } = makeClient({
      session: { getToken: () => null, getMfaToken: () => null, clear: () => {} },
    });
    await api.call('getSurveyCategories', {});
    expect(sent.at(-1)?.headers.has('authorization')).toBe(false);
    expect(sent.at(-1)?.headers.has('mfa-token')).toBe(false);
  });

  it('passes list paging through the query and drops unset values', async () => {
    const { api } = makeClient();
    expect((await api.call('getOpenRequests', { query: { limit: 1 } })).data.requests).toEqual([open101]);
    expect(sent.at(-1)?.path).toBe('/api/v1/requests/open?limit=1');
    await api.getQueue('completed', { q: undefined, cursor: '0' });
    expect(sent.at(-1)?.path).toBe('/api/v1/concierge/requests?state=completed&cursor=0');
  });

  it('asks for one survey item again with item_id, to go back', async () => {
    const { api } = makeClient();
    await api.startUserRequestSurvey(21);
    await api.answerSurveyItem(700, { objectSatisfiedId: 501, value: 'Walks' });
    const back = await api.getNextSurveyItem(700, 501);
    expect(sent.at(-1)?.path).toBe('/api/v1/user_request_surveys/700/next_screen_item?item_id=501');
    expect(back).toMatchObject({ item: { id: 501, universal_answer: 'Walks' }, position: 1 });
  });

  it('joins a base URL with or without a trailing slash', async () => {
    const { api } = makeClient({ baseUrl: 'http://api.concierge.test/' });
    await api.call('getSurveyCategories', {});
    expect(sent.at(-1)?.path).toBe('/api/v1/survey_categories');
  });
});
