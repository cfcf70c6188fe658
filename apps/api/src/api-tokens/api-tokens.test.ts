// API tokens made, used and revoked over HTTP (docs/api.md#api-tokens, docs/SECURITY.md#api-tokens).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenThroughApi, signUpAdmin } from '../testing/api-token-calls.js';
import {
  listenForTests,
  seededSurveyId,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { passStaffAppStep } from '../testing/staff-second-factor.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { newApiToken } from './service.js';
import { apiTokens } from './tables.js';

const server = await startTestServer();
const client = await listenForTests(server.app);
afterAll(() => server.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const TOKENS = '/api/v1/concierge/api_tokens';
const QUEUE = '/api/v1/concierge/requests?state=open';

const admin = await signUpAdmin(client, 'Ada');
const requester = await signUpNewUser(client);
const requestId = await submittedRequest(
  client,
  requester,
  await seededSurveyId(server.database, 'find-a-plumber'),
);

const listed = async (id: number) =>
  (await client.call('GET', TOKENS, { token: admin.token }))
    .json()
    .api_tokens.find((t: { id: number }) => t.id === id);

describe(onDb('API tokens'), () => {
  it('shows a new token once, as cct_ and 43 base64url characters, and keeps only its SHA-256 digest', async () => {
    const res = await client.call('POST', TOKENS, {
      token: admin.token,
      body: {
        api_token: { note: 'CRM sync', scopes: ['requests:read', 'messages:write'], expires_in_days: 90 },
      },
    });
    expect(res.status).toBe(200);
    const { token, api_token: entry } = res.json();
    expect(token).toMatch(/^cct_[A-Za-z0-9_-]{43}$/);
    expect(entry).toMatchObject({
      note: 'CRM sync',
      scopes: ['requests:read', 'messages:write'],
      company_id: null,
      created_by: 'Ada Tester',
      expires_at: new Date(server.clock.now().getTime() + 90 * DAY).toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await server.database.db.select().from(apiTokens).where(eq(apiTokens.id, entry.id));
    expect(row?.tokenDigest).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const list = await client.call('GET', TOKENS, { token: admin.token });
    expect(list.text).not.toContain(token.slice(4));
    expect(list.json().api_tokens[0]).toEqual(entry);
  });

  it('answers 403 to a concierge and a requester on every token endpoint', async () => {
    const concierge = await signUpStaff(client, server.database, 'Cleo');
    const { id } = await createTokenThroughApi(client, admin.token);
    for (const token of [concierge.token, requester]) {
      expect((await client.call('GET', TOKENS, { token })).status).toBe(403);
      const body = { api_token: { note: 'x', scopes: ['requests:read'], expires_in_days: 1 } };
      expect((await client.call('POST', TOKENS, { token, body })).status).toBe(403);
      expect((await client.call('DELETE', `${TOKENS}/${id}`, { token })).status).toBe(403);
    }
  });

  it('checks the form: a note, a scope at least, 1 to 365 days, a company that exists', async () => {
    const make = (api_token: Record<string, unknown>) =>
      client.call('POST', TOKENS, {
        token: admin.token,
        body: { api_token: { note: 'Portal', scopes: ['reports:read'], expires_in_days: 30, ...api_token } },
      });
    for (const bad of [
      { note: ' ' },
      { scopes: [] },
      { scopes: ['everything'] },
      { expires_in_days: 0 },
      { expires_in_days: 366 },
    ]) {
      const res = await make(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await make({ company_id: 999_999 })).json()).toMatchObject({ code: 'unknown-company' });
    const { companies } = (await client.call('GET', TOKENS, { token: admin.token })).json();
    const [company] = companies;
    const made = (await make({ expires_in_days: 365, company_id: company.id })).json().api_token;
    expect(made).toMatchObject({ company_id: company.id, company_name: company.name });
  });

  it('needs fresh proof: a session whose second factor is older than 15 minutes makes none', async () => {
    const other = await signUpAdmin(client, 'Bea');
    server.clock.advance(16 * MINUTE);
    const res = await client.call('POST', TOKENS, {
      token: other.token,
      body: { api_token: { note: 'Late', scopes: ['requests:read'], expires_in_days: 30 } },
    });
    expect(res.status).toBe(403);
    expect(res.json().code).toBe('recent-auth-required');
    await passStaffAppStep(server, other.token);
    await expect(createTokenThroughApi(client, other.token)).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });

  it('acts for its admin without a second factor: reads the queue, replies in their name', async () => {
    // The admin's session passed fresh proof long ago (the clock moved): the token needs none.
    await passStaffAppStep(server, admin.token);
    const { token } = await createTokenThroughApi(client, admin.token, {
      scopes: ['requests:read', 'messages:write'],
    });
    const queue = await client.call('GET', QUEUE, { token });
    expect(queue.status).toBe(200);
    expect(queue.json().requests.map((r: { id: number }) => r.id)).toContain(requestId);
    const reply = await client.call('POST', `/api/v1/concierge/requests/${requestId}/messages`, {
      token,
      body: { message: { body_html: '<p>Your plumber comes at 3.</p>' } },
    });
    expect(reply.status).toBe(200);
    expect(reply.json().message).toMatchObject({ source: 'concierge', source_name: 'Ada Tester' });
  });

  it('answers an unknown and a revoked token alike: 401, one body; revoking takes effect at once', async () => {
    const unknown = await client.call('GET', QUEUE, { token: newApiToken() });
    expect(unknown.status).toBe(401);
    expect(unknown.json()).toEqual({ error: expect.any(String), code: 'invalid-api-token' });

    await passStaffAppStep(server, admin.token);
    const revoking = await createTokenThroughApi(client, admin.token);
    expect((await client.call('GET', QUEUE, { token: revoking.token })).status).toBe(200);
    const revoked = await client.call('DELETE', `${TOKENS}/${revoking.id}`, { token: admin.token });
    expect(revoked.json().api_token.revoked_at).toBe(server.clock.now().toISOString());
    const after = await client.call('GET', QUEUE, { token: revoking.token });
    expect([after.status, after.json()]).toEqual([401, unknown.json()]);
    // Revoking again keeps the first time; a token that does not exist is a 404.
    server.clock.advance(SECOND);
    const again = await client.call('DELETE', `${TOKENS}/${revoking.id}`, { token: admin.token });
    expect(again.json().api_token.revoked_at).toBe(revoked.json().api_token.revoked_at);
    expect((await client.call('DELETE', `${TOKENS}/999999`, { token: admin.token })).status).toBe(404);
  });

  it('records its last use, time and address, at most once a minute', async () => {
    await passStaffAppStep(server, admin.token);
    const { token, id } = await createTokenThroughApi(client, admin.token);
    const first = server.clock.now().toISOString();
    await client.call('GET', QUEUE, { token });
    expect(await listed(id)).toMatchObject({ last_used_at: first, last_used_ip: '127.0.0.1' });
    server.clock.advance(30 * SECOND);
    await client.call('GET', QUEUE, { token });
    expect((await listed(id)).last_used_at).toBe(first);
    server.clock.advance(31 * SECOND);
    await client.call('GET', QUEUE, { token });
    expect((await listed(id)).last_used_at).toBe(server.clock.now().toISOString());
  });

  it('ends with its admin: a deactivated admin’s tokens answer 401', async () => {
    const leaving = await signUpAdmin(client, 'Lee');
    const { token } = await createTokenThroughApi(client, leaving.token);
    expect((await client.call('GET', QUEUE, { token })).status).toBe(200);
    await passStaffAppStep(server, admin.token);
    const off = await client.call('PUT', `/api/v1/concierge/staff/${leaving.id}/active`, {
      token: admin.token,
      body: { staff: { active: false } },
    });
    expect(off.status).toBe(200);
    expect((await client.call('GET', QUEUE, { token })).json().code).toBe('invalid-api-token');
  });

  // Last: a day passes, which ends this file's sessions too.
  it('answers an expired token as an unknown one: 401, one body', async () => {
    await passStaffAppStep(server, admin.token);
    const expiring = await createTokenThroughApi(client, admin.token, { expires_in_days: 1 });
    server.clock.advance(DAY - SECOND);
    expect((await client.call('GET', QUEUE, { token: expiring.token })).status).toBe(200);
    server.clock.advance(SECOND);
    const expired = await client.call('GET', QUEUE, { token: expiring.token });
    const unknown = await client.call('GET', QUEUE, { token: newApiToken() });
    expect([expired.status, expired.json()]).toEqual([401, unknown.json()]);
  });
});
