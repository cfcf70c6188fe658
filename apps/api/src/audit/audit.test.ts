import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AccessLogResponse, RequestAccessResponse } from '@concierge/api-client';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
  uploadedFile,
} from '../testing/http-test-client.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { appendAccess, REPEATED_LOOK_MS } from './append.js';
import { csvField } from './service.js';
import { describeReport, verifyAccessLog } from './verify.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const openPage = (id: number, token = concierge) =>
  client.call('GET', `/api/v1/concierge/requests/${id}`, { token });
const accessOf = async (id: number, token: string) => {
  const res = await client.call('GET', `/api/v1/requests/${id}/access`, { token });
  expect(res.status).toBe(200);
  return RequestAccessResponse.parse(res.json()).access;
};
const adminLog = async (query: string) => {
  const res = await client.call('GET', `/api/v1/concierge/access_log?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return AccessLogResponse.parse(res.json());
};

describe(onDb('the access record'), () => {
  it('shows a concierge’s view to the requester and to admins, once a minute however often it polls', async () => {
    const requester = await signUpNewUser(client, 'Rita');
    const id = await submittedRequest(client, requester, plumber);
    expect(await accessOf(id, requester)).toEqual([]);

    expect((await openPage(id)).status).toBe(200);
    server.clock.advance(5_000);
    expect((await openPage(id)).status).toBe(200);
    const first = await accessOf(id, requester);
    expect(first).toEqual([{ staff_name: 'Casey Concierge', action: 'view', at: expect.any(String) }]);

    server.clock.advance(REPEATED_LOOK_MS);
    await openPage(id);
    const twice = await accessOf(id, requester);
    expect(twice).toHaveLength(2);
    expect(Date.parse(twice[0]!.at)).toBeGreaterThan(Date.parse(twice[1]!.at));

    const log = await adminLog(`request_id=${id}`);
    expect(log.entries.map((entry) => [entry.action, entry.staff_name])).toEqual([
      ['view', 'Casey Concierge'],
      ['view', 'Casey Concierge'],
    ]);
    const other = await signUpNewUser(client, 'Otto');
    expect((await client.call('GET', `/api/v1/requests/${id}/access`, { token: other })).status).toBe(404);
  });

  it('records every action, never merged, and lets only admins search and export it', async () => {
    const requester = await signUpNewUser(client, 'Sam');
    const id = await submittedRequest(client, requester, plumber);
    const post = (internal: boolean) =>
      client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
        token: concierge,
        body: { message: { body_html: '<p>On it</p>', internal } },
      });
    expect((await post(false)).status).toBe(200);
    expect((await post(false)).status).toBe(200);
    expect((await post(true)).status).toBe(200);
    const moved = await client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
      token: concierge,
      body: { request: { state: 'in_progress' } },
    });
    expect(moved.status).toBe(200);
    const assigned = await client.call('PUT', `/api/v1/concierge/requests/${id}/assignee`, {
      token: admin.token,
      body: { request: { assignee_id: admin.id } },
    });
    expect(assigned.status).toBe(200);

    const log = await adminLog(`request_id=${id}&limit=3`);
    expect(log.entries).toHaveLength(3);
    const rest = await adminLog(`request_id=${id}&cursor=${log.next_cursor}`);
    const actions = [...log.entries, ...rest.entries].map((entry) => entry.action).reverse();
    expect(actions.filter((action) => action === 'message')).toHaveLength(2);
    expect(actions).toContain('note');
    expect(actions).toContain('move');
    expect(actions).toContain('assign');
    expect(
      (await adminLog(`request_id=${id}&staff_id=${admin.id}`)).entries.every((e) => e.staff_id === admin.id),
    ).toBe(true);
    expect((await adminLog(`request_id=${id}&from=2999-01-01T00:00:00Z`)).entries).toEqual([]);

    expect((await client.call('GET', '/api/v1/concierge/access_log', { token: concierge })).status).toBe(403);
    expect((await client.call('GET', '/api/v1/concierge/access_log.csv', { token: concierge })).status).toBe(
      403,
    );
    const csv = await client.call('GET', `/api/v1/concierge/access_log.csv?request_id=${id}`, {
      token: admin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_id,staff_name,requester_id,request_id,action,detail,hash');
    expect(lines.slice(1).some((line) => line.includes(',move,in_progress,'))).toBe(true);
  });

  it('quotes CSV fields and defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('Ada, "Ace"')).toBe('"Ada, ""Ace"""');
    expect(csvField(-2)).toBe('-2');
    expect(csvField(null)).toBe('');
  });

  it('records a concierge’s download of the requester’s file, and shows it to the requester', async () => {
    const requester = await signUpNewUser(client, 'Dora');
    const id = await submittedRequest(client, requester, plumber);
    const pdf = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');
    const key = await uploadedFile(client, requester, {
      filename: 'lease.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
    const reply = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: requester,
      body: { message: { body_html: '<p>My lease</p>', attachment_keys: [key] } },
    });
    expect(reply.status).toBe(200);
    expect((await client.call('GET', `/api/v1/${key}/download`, { token: requester })).status).toBe(200);
    expect(await accessOf(id, requester)).toEqual([]);

    expect((await client.call('GET', `/api/v1/${key}/download`, { token: concierge })).status).toBe(200);
    expect(await accessOf(id, requester)).toEqual([
      { staff_name: 'Casey Concierge', action: 'download', at: expect.any(String) },
    ]);
    const [entry] = (await adminLog(`request_id=${id}`)).entries;
    expect(entry).toMatchObject({ action: 'download', detail: key });
  });

  it('records each result of a concierge’s search as a look', async () => {
    const requester = await signUpNewUser(client, 'Zebulon');
    const id = await submittedRequest(client, requester, plumber);
    const res = await client.call('GET', '/api/v1/concierge/requests?state=open&q=Zebulon', {
      token: concierge,
    });
    expect(res.status).toBe(200);
    expect((await adminLog(`request_id=${id}`)).entries.map((entry) => entry.action)).toEqual(['search']);
  });

  it('keeps one unbroken chain under concurrent writers', async () => {
    const staff = { id: 1, firstName: 'Par', lastName: 'Allel' };
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        server.database.db.transaction((tx) =>
          appendAccess(tx, server.clock.now(), [
            { staff, requesterId: 1, requestId: index + 1, action: 'message' },
          ]),
        ),
      ),
    );
    const report = await verifyAccessLog(server.database.db);
    expect(report.broken).toBeNull();
    expect(report.checked).toBeGreaterThanOrEqual(12);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { db } = server.database;
    await expect(db.execute(sql`UPDATE access_log SET staff_name = 'Nobody'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM access_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE access_log`)).rejects.toThrow();
    expect((await verifyAccessLog(db)).broken).toBeNull();
  });

  it('names the entry an owner edited with the trigger turned off', async () => {
    const before = await verifyAccessLog(server.database.db);
    expect(before.broken).toBeNull();
    const target = Math.max(1, before.checked - 3);
    await server.database.rawTransaction(async (session) => {
      await session.exec('ALTER TABLE access_log DISABLE TRIGGER access_log_append_only');
      await session.query("UPDATE access_log SET staff_name = 'Someone Else' WHERE id = $1", [target]);
      await session.exec('ALTER TABLE access_log ENABLE TRIGGER access_log_append_only');
    });
    const report = await verifyAccessLog(server.database.db);
    expect(report.broken).toEqual({ id: target, reason: 'hash', expectedId: target });
    expect(describeReport(report)).toContain(`broken at entry ${target}`);
    await expect(server.database.db.execute(sql`DELETE FROM access_log`)).rejects.toThrow();
  });
});
