import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_LEVEL_TEXTS, StaffListResponse, StaffRoutingResponse } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import { listenForTests, seededSurveyId, signUpNewAccount } from '../testing/http-test-client.js';
import { requestAnswering } from '../testing/retention-requests.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { messages, requests } from '../requests/tables.js';

// Routing over HTTP (docs/service-levels.md#routing): new requests go round-robin to the available
// concierges below their limit, never to one who is away; going away hands back what waits on the team;
// a concierge sets only their own availability, an admin anyone's and the limits.

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const db = server.database.db;
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
const [ana, ben, cat] = [
  await signUpStaff(client, server.database, 'Ana'),
  await signUpStaff(client, server.database, 'Ben'),
  await signUpStaff(client, server.database, 'Cat'),
];

const setRouting = (token: string, id: number, routing: Record<string, unknown>) =>
  client.call('PUT', `/api/v1/concierge/staff/${id}/routing`, { token, body: { routing } });

async function newRequests(count: number): Promise<number[]> {
  const requester = await signUpNewAccount(client);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await requestAnswering(client, requester.token, plumber, { text: `routing ${index}` }));
  }
  return ids;
}
const assigneesOf = async (ids: number[]) => {
  const rows = await db.select().from(requests).where(inArray(requests.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.assigneeId);
};

describe(onDb('routing'), () => {
  it('gives new requests in turn to the two available concierges, none to the one away, within each limit', async () => {
    for (const member of [ana, ben]) {
      const res = await setRouting(member.token, member.id, { available: true });
      expect(res.status, res.text).toBe(200);
      expect(StaffRoutingResponse.parse(res.json()).routing).toMatchObject({
        available: true,
        open_requests: 0,
      });
    }
    expect((await setRouting(cat.token, cat.id, { available: false })).status).toBe(200);

    const ids = await newRequests(4);
    expect(await assigneesOf(ids)).toEqual([ana.id, ben.id, ana.id, ben.id]);
    const notes = await db.select().from(messages).where(eq(messages.requestId, ids[0]!));
    expect(notes.find((note) => note.internal)?.bodyHtml).toContain(
      'Routing gave this request to Ana Tester.',
    );

    // Ana's limit is now what she holds: the next two go to Ben.
    const limited = await setRouting(admin.token, ana.id, { open_limit: 2 });
    expect(StaffRoutingResponse.parse(limited.json()).routing).toEqual({
      available: true,
      open_limit: 2,
      open_requests: 2,
    });
    const more = await newRequests(2);
    expect(await assigneesOf(more)).toEqual([ben.id, ben.id]);

    // The team list shows each one's availability and load.
    const staff = StaffListResponse.parse(
      (await client.call('GET', '/api/v1/concierge/staff', { token: admin.token })).json(),
    ).staff;
    expect(staff.find((member) => member.id === ben.id)?.routing).toEqual({
      available: true,
      open_limit: 20,
      open_requests: 4,
    });
    expect(staff.find((member) => member.id === cat.id)?.routing?.available).toBe(false);
  });

  it('hands back the requests waiting on the team when a concierge goes away, and routes them again', async () => {
    const [answered] = await db.select().from(requests).where(eq(requests.assigneeId, ben.id)).limit(1);
    const reply = await client.call('POST', `/api/v1/concierge/requests/${answered!.id}/messages`, {
      token: ben.token,
      body: { message: { body_html: '<p>Done on my side, tell me if it works.</p>' } },
    });
    expect(reply.status, reply.text).toBe(200);
    // Ana is at her limit; Cat comes back and takes what Ben hands back.
    expect((await setRouting(admin.token, cat.id, { available: true })).status).toBe(200);
    const away = await setRouting(ben.token, ben.id, { available: false });
    expect(StaffRoutingResponse.parse(away.json()).routing).toMatchObject({
      available: false,
      open_requests: 1,
    });
    const held = await db.select().from(requests).where(eq(requests.assigneeId, cat.id));
    expect(held).toHaveLength(3);
    // The one Ben answered waits on its requester: it stays his.
    const [kept] = await db.select().from(requests).where(eq(requests.id, answered!.id));
    expect(kept!.assigneeId).toBe(ben.id);
    const notes = await db.select().from(messages).where(eq(messages.requestId, held[0]!.id));
    expect(notes.some((note) => note.bodyHtml.includes('Ben Tester is away'))).toBe(true);
  });

  it('lets a concierge set only their own availability, and refuses a limit out of range', async () => {
    const other = await setRouting(ana.token, ben.id, { available: true });
    expect(other.status, other.text).toBe(403);
    const ownLimit = await setRouting(ana.token, ana.id, { open_limit: 50 });
    expect(ownLimit.status).toBe(403);
    const bad = await setRouting(admin.token, ana.id, { open_limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'body.routing.open_limit', message: SERVICE_LEVEL_TEXTS.openLimit },
    ]);
    const [row] = await db.select().from(users).where(eq(users.id, ana.id));
    expect(row!.openRequestLimit).toBe(2);
    const requester = await signUpNewAccount(client);
    expect((await setRouting(requester.token, ana.id, { available: false })).status).toBe(403);
  });
});
