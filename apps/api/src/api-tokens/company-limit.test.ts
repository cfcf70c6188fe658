// A token limited to one company reads and writes only the requests of that company's requesters
// (docs/api.md#api-tokens); another company's request is the same 404 as a missing one.
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '../accounts/tables.js';
import { DEMO_COMPANY } from '../accounts/demo.js';
import { insertTestToken, signUpAdmin } from '../testing/api-token-calls.js';
import { listenForTests, seededSurveyId, submittedRequest } from '../testing/http-test-client.js';
import { signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

const server = await startTestServer();
const client = await listenForTests(server.app);
afterAll(() => server.close());

const admin = await signUpAdmin(client);
await server.database.db.insert(companies).values({ slug: 'other-co', name: 'Other Co' });
const demo = (await server.database.db.select().from(companies)).find((c) => c.slug === DEMO_COMPANY.slug)!;
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const ours = await submittedRequest(
  client,
  (await signUpUser(server.app, { company_slug: DEMO_COMPANY.slug })).token,
  plumber,
);
const theirs = await submittedRequest(
  client,
  (await signUpUser(server.app, { company_slug: 'other-co' })).token,
  plumber,
);

const SCOPES = ['requests:read', 'messages:write', 'reports:read'] as const;
const limited = await insertTestToken(client, admin.id, [...SCOPES], demo.id);
const unlimited = await insertTestToken(client, admin.id, [...SCOPES]);
const queueOf = async (token: string) =>
  (await client.call('GET', '/api/v1/concierge/requests?state=open&limit=100', { token })).json()
    .requests as { id: number; requester: { company: string | null } }[];

describe(onDb('a company-limited API token'), () => {
  it('lists and counts only its company’s requests', async () => {
    const shown = await queueOf(limited);
    expect(shown.map((r) => r.id)).toContain(ours);
    expect(shown.map((r) => r.id)).not.toContain(theirs);
    for (const request of shown) expect(request.requester.company).toBe(demo.name);
    const counts = await client.call('GET', '/api/v1/concierge/requests/counts', { token: limited });
    expect(counts.json().counts.open).toBe(shown.length);
    // Without the limit, both companies' requests.
    const all = (await queueOf(unlimited)).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([ours, theirs]));
  });

  it('reads, rates and replies to its company’s requests; another company’s are 404', async () => {
    const message = { message: { body_html: '<p>From the portal</p>' } };
    for (const [id, status] of [
      [ours, 200],
      [theirs, 404],
    ] as const) {
      const base = `/api/v1/concierge/requests/${id}`;
      expect((await client.call('GET', base, { token: limited })).status).toBe(status);
      expect((await client.call('GET', `${base}/rating`, { token: limited })).status).toBe(status);
      const reply = await client.call('POST', `${base}/messages`, { token: limited, body: message });
      expect(reply.status).toBe(status);
      if (status === 404) expect(reply.json().code).toBe('not-found');
    }
    expect((await client.call('GET', '/api/v1/concierge/requests/999999', { token: limited })).status).toBe(
      404,
    );
  });

  it('is refused where the answer cannot be narrowed to one company: the ratings summary', async () => {
    const summary = '/api/v1/concierge/ratings/summary';
    expect((await client.call('GET', summary, { token: limited })).json().code).toBe('token-scope');
    expect((await client.call('GET', summary, { token: unlimited })).status).toBe(200);
  });
});
