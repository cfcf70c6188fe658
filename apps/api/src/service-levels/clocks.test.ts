import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  QueueItemListResponse,
  QueueRequestResponse,
  RequestResponse,
  WEEKDAYS,
} from '@concierge/api-client';
import { outgoingMessagesTo } from '../testing/api-calls.js';
import { listenForTests, seededSurveyId, signUpNewAccount } from '../testing/http-test-client.js';
import { newCompany, requestAnswering, requesterIn } from '../testing/retention-requests.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { twoInstances } from '../testing/two-instances.js';
import { messages, requests } from '../requests/tables.js';
import { requestClocks, serviceLevelEscalations } from './tables.js';

// A request's clocks over HTTP (docs/service-levels.md#clocks, #escalation): the due time the console shows,
// the pause while the request waits on its requester, the stop at completion, and the escalation emails,
// once each, from two instances of one deployment. The tests' clock starts on Monday 2026-03-02 09:00 UTC;
// the default policy is the migration's: weekdays 09:00-17:00 UTC, first reply 4 h, next 8 h, resolution 40 h.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const { first: server, second } = await twoInstances();
const client = await listenForTests(server.app);
const otherClient = await listenForTests(second.app);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

async function queueRow(token: string, id: number) {
  const res = await client.call('GET', '/api/v1/concierge/requests?state=open&sort=due&limit=100', { token });
  expect(res.status, res.text).toBe(200);
  return QueueItemListResponse.parse(res.json()).requests.find((row) => row.id === id);
}
const dueOf = async (token: string, id: number) => (await queueRow(token, id))?.due ?? null;

async function newConcierge(name: string) {
  return signUpStaff(client, server.database, name);
}

describe(onDb('a request’s clocks'), () => {
  it('count the first reply in business hours, pause while the requester has the last word, and owe the next reply when they write', async () => {
    const concierge = await newConcierge('Clara');
    const requester = await signUpNewAccount(client);
    const id = await requestAnswering(client, requester.token, plumber, { text: 'clocks' });
    const due = await dueOf(concierge.token, id);
    expect(due).toMatchObject({ target: 'first_reply', business_minutes_left: 240, warning: false });
    expect(Date.parse(due!.due_at) - server.clock.now().getTime()).toBe(4 * HOUR);

    server.clock.advance(3 * HOUR);
    expect(await dueOf(concierge.token, id)).toMatchObject({
      target: 'first_reply',
      business_minutes_left: 60,
    });
    const page = await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge.token });
    expect(QueueRequestResponse.parse(page.json()).due).toMatchObject({ business_minutes_left: 60 });

    const reply = await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge.token,
      body: { message: { body_html: '<p>Which day suits you?</p>' } },
    });
    expect(reply.status, reply.text).toBe(200);
    // Waiting on the requester: nothing runs.
    expect(await dueOf(concierge.token, id)).toBeNull();

    // Overnight, past closing: the requester answers before opening; the next reply is due by 17:00.
    server.clock.advance(8 * HOUR);
    const answer = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: requester.token,
      body: { message: { body_html: '<p>Tuesday, please.</p>' } },
    });
    expect(answer.status, answer.text).toBe(200);
    const next = await dueOf(concierge.token, id);
    expect(next).toMatchObject({ target: 'next_reply', business_minutes_left: 480 });
    expect(next!.due_at).toBe('2026-03-03T17:00:00.000Z');
    // The requester is told what to expect from the same policy: now the next reply's target.
    const own = await client.call('GET', `/api/v1/requests/${id}`, { token: requester.token });
    expect(RequestResponse.parse(own.json()).reply_within_minutes).toBe(480);
  });

  it('stop at completion with the resolution’s business time, not counting the wait on the requester', async () => {
    // Tuesday 09:00 UTC, at opening.
    server.clock.advance(Date.parse('2026-03-03T09:00:00Z') - server.clock.now().getTime());
    const concierge = await newConcierge('Cody');
    const requester = await signUpNewAccount(client);
    const id = await requestAnswering(client, requester.token, plumber, { text: 'resolution' });
    expect(
      (await client.call('GET', `/api/v1/requests/${id}`, { token: requester.token })).json(),
    ).toMatchObject({ reply_within_minutes: 240 });
    server.clock.advance(30 * MINUTE);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge.token,
      body: { message: { body_html: '<p>On it.</p>' } },
    });
    server.clock.advance(2 * HOUR);
    const done = await client.call('POST', `/api/v1/requests/${id}/complete`, { token: requester.token });
    expect(done.status, done.text).toBe(200);
    const [clock] = await server.database.db
      .select()
      .from(requestClocks)
      .where(eq(requestClocks.requestId, id));
    // The two hours waiting on the requester are not the team's: the resolution took 30 business minutes.
    expect(clock).toMatchObject({
      firstReplyMs: 30 * MINUTE,
      firstReplyMet: true,
      resolutionMs: 30 * MINUTE,
      resolutionMet: true,
      nextAlertAt: null,
    });
    const [request] = await server.database.db.select().from(requests).where(eq(requests.id, id));
    expect(request!.nextDueAt).toBeNull();
    const after = await client.call('GET', `/api/v1/requests/${id}`, { token: requester.token });
    expect(RequestResponse.parse(after.json()).reply_within_minutes).toBeNull();
  });
});

describe(onDb('escalation'), () => {
  it('warns the assignee before the breach and the team at it, once each across two instances, and puts the request back', async () => {
    const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
    const company = await newCompany(server.database, 'Around The Clock');
    const policy = {
      time_zone: 'Europe/Paris',
      hours: WEEKDAYS.map((day) => ({ day, open: '00:00', close: '24:00' })),
      holidays: [],
      first_reply_minutes: 60,
      next_reply_minutes: 120,
      resolution_minutes: 600,
      warn_before_minutes: 15,
      unassign_on_breach: true,
    };
    const set = await client.call('PUT', `/api/v1/concierge/companies/${company.id}/service_level`, {
      token: admin.token,
      body: { service_level: policy },
    });
    expect(set.status, set.text).toBe(200);
    const assignee = await newConcierge('Ezra');
    const available = await client.call('PUT', `/api/v1/concierge/staff/${assignee.id}/routing`, {
      token: assignee.token,
      body: { routing: { available: true } },
    });
    expect(available.status, available.text).toBe(200);
    const requester = await requesterIn(client, company.slug);
    const id = await requestAnswering(client, requester.token, plumber, { text: 'escalate' });
    const [made] = await server.database.db.select().from(requests).where(eq(requests.id, id));
    expect(made!.assigneeId).toBe(assignee.id);

    // This request's escalations only: the demo requests run clocks of their own, long overdue.
    const emails = async (email: string) =>
      (await outgoingMessagesTo(server.database, email)).filter(
        (row) => row.kind.startsWith('service-level') && row.subject.endsWith(`(request #${id})`),
      );
    const runBoth = () => Promise.all([server.app.runEscalations(), second.app.runEscalations()]);

    server.clock.advance(44 * MINUTE);
    await runBoth();
    expect(await emails(assignee.email)).toHaveLength(0);

    server.clock.advance(2 * MINUTE);
    await runBoth();
    await runBoth();
    const warned = await emails(assignee.email);
    expect(warned.map((row) => row.kind)).toEqual(['service-level-warning']);
    expect(warned[0]!.subject).toMatch(/^Reply due soon: .* \(request #\d+\)$/);
    expect(warned[0]!.body).toContain(`/console/requests/${id}`);
    expect(warned[0]!.body).toContain('14 business minutes');
    expect(await emails(admin.email)).toHaveLength(0);
    const row = await otherClient.call('GET', '/api/v1/concierge/requests?state=open&sort=due&limit=100', {
      token: assignee.token,
    });
    expect(
      QueueItemListResponse.parse(row.json()).requests.find((item) => item.id === id)?.due,
    ).toMatchObject({
      target: 'first_reply',
      business_minutes_left: 14,
      warning: true,
    });

    server.clock.advance(15 * MINUTE);
    await runBoth();
    await runBoth();
    expect((await emails(assignee.email)).map((row) => row.kind)).toEqual([
      'service-level-breach',
      'service-level-warning',
    ]);
    const [breach] = await emails(admin.email);
    expect(breach!.subject).toMatch(/^Reply overdue: /);
    expect(await emails(admin.email)).toHaveLength(1);
    // Put back in the pool, with the internal note saying why.
    const [after] = await server.database.db.select().from(requests).where(eq(requests.id, id));
    expect(after!.assigneeId).toBeNull();
    const notes = await server.database.db.select().from(messages).where(eq(messages.requestId, id));
    expect(notes.some((note) => note.internal && note.bodyHtml.includes('service level was breached'))).toBe(
      true,
    );
    expect(
      await server.database.db
        .select()
        .from(serviceLevelEscalations)
        .where(eq(serviceLevelEscalations.requestId, id)),
    ).toHaveLength(2);
    expect(await dueOf(assignee.token, id)).toMatchObject({ business_minutes_left: -1, warning: true });
  });
});
