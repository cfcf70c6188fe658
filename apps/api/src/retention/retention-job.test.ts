import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { QueueItemListResponse, QueueRequestResponse, type RetentionAction } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import { verifyAccessLog } from '../audit/verify.js';
import { requestRatings } from '../requester/tables.js';
import { messageAttachments, messages, requests } from '../requests/tables.js';
import { requestSearchDocuments } from '../search/tables.js';
import { userRequestAnswers, userRequestSurveys } from '../surveys/tables.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { listenForTests, seededSurveyId, signInAgain, signInDemo } from '../testing/http-test-client.js';
import {
  fullRequest,
  newCompany,
  previewRetention,
  removeRetentionPolicy,
  requestAnswering,
  requesterIn,
  setRetentionPolicy,
} from '../testing/retention-requests.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { paragraphHtml } from '../thread/sanitize.js';
import { uploads } from '../uploads/tables.js';
import { ANONYMISED_TEXT } from './anonymise-requests.js';
import { anonymisedRequesters, requestCompletions, retentionRuns } from './tables.js';

// The retention job over HTTP-made data (docs/personal-data.md#retention): a pass anonymises or deletes exactly
// the completed requests past their company's months, with everything personal they hold (answers, message
// texts, files on disk, search documents), keeps what reports need, leaves younger, unfinished and other
// companies' requests alone, and keeps the access record whole. Time moves by the server's clock.

const DAY = 24 * 60 * 60 * 1000;
const dir = mkdtempSync(path.join(tmpdir(), 'retention-test-'));
const server = await startTestServer({ config: { uploads: { dir } } });
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
const client = await listenForTests(server.app);
const db = server.database.db;
const clock = server.clock;
const adminAccount = await signUpStaff(client, server.database, 'Ada', 'admin');
// Sessions last a day: after each move of the clock the staff sign in again (requesters too, where needed).
let concierge = await signInDemo(client, 1);
let admin = adminAccount.token;
const documents = await seededSurveyId(server.database, 'review-a-document');
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const stored = (key: string) => existsSync(path.join(dir, ...key.split('/')));
const requestRow = async (id: number) => (await db.select().from(requests).where(eq(requests.id, id)))[0];
const messagesOf = (id: number) =>
  db.select().from(messages).where(eq(messages.requestId, id)).orderBy(messages.id);
const searchFinds = async (word: string) => {
  const res = await client.call('GET', `/api/v1/concierge/requests?state=completed&q=${word}`, {
    token: concierge,
  });
  expect(res.status).toBe(200);
  return QueueItemListResponse.parse(res.json()).requests.map((request) => request.id);
};
const accessEntriesOf = async (id: number) => {
  const counted = await db.execute(sql`SELECT count(*)::int AS n FROM access_log WHERE request_id = ${id}`);
  return (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
const setPolicy = (companyId: number, months: number, action: RetentionAction) =>
  setRetentionPolicy(client, admin, companyId, { months, action });
const removePolicy = (companyId: number) => removeRetentionPolicy(client, admin, companyId);
const preview = (companyId: number, months: number, action: RetentionAction) =>
  previewRetention(client, admin, companyId, { months, action });
/** Moves the server's clock by `ms`, and the staff sign in again. */
const advance = async (ms: number) => {
  clock.advance(ms);
  concierge = await signInDemo(client, 1);
  admin = (await signInStaff(server, { email: adminAccount.email, password: GOOD_PASSWORD })).token;
};
/** Moves the server's clock to `months` calendar months and `days` days after `from`. */
const moveClockTo = async (from: Date, months: number, days: number) => {
  const target = new Date(from);
  target.setUTCMonth(target.getUTCMonth() + months);
  await advance(target.getTime() + days * DAY - clock.now().getTime());
};

describe(onDb('the retention job'), () => {
  it('anonymises a completed request past the months: personal content, files and search gone, metadata kept', async () => {
    const company = await newCompany(server.database);
    const other = await newCompany(server.database, 'Other Co');
    const rita = await requesterIn(client, company.slug, 'Rita');
    const otto = await requesterIn(client, other.slug, 'Otto');
    const start = clock.now();
    const old = await fullRequest(client, {
      requester: rita.token,
      concierge,
      surveyId: documents,
      word: 'zanzibar',
    });
    const unfinished = await requestAnswering(client, rita.token, plumber, { text: 'marmalade' });
    const othersOld = await fullRequest(client, {
      requester: otto.token,
      concierge,
      surveyId: documents,
      word: 'quokka',
    });
    // A concierge opens it: the access record's entry must outlive the request's content.
    expect(
      (await client.call('GET', `/api/v1/concierge/requests/${old.id}`, { token: concierge })).status,
    ).toBe(200);
    await advance(40 * DAY);
    const young = await fullRequest(client, {
      requester: await signInAgain(client, rita.email),
      concierge,
      surveyId: documents,
      word: 'yellowtail',
    });
    await moveClockTo(start, 6, 1);
    const ritaToken = await signInAgain(client, rita.email);

    const before = (await requestRow(old.id))!;
    const messagesBefore = await messagesOf(old.id);
    const [runBefore] = await db
      .select()
      .from(userRequestSurveys)
      .where(eq(userRequestSurveys.id, before.userRequestSurveyId));
    expect(await searchFinds('zanzibar')).toEqual([old.id]);
    expect(await preview(company.id, 6, 'anonymise')).toBe(1);
    await setPolicy(company.id, 6, 'anonymise');
    try {
      expect(await server.app.runRetention()).toBe(1);

      const [placeholder] = await db
        .select()
        .from(anonymisedRequesters)
        .where(eq(anonymisedRequesters.companyId, company.id));
      expect(placeholder).toBeDefined();
      const after = (await requestRow(old.id))!;
      // Kept: the request, its survey run, its state, its times, its title; the requester link is gone.
      expect(after).toMatchObject({
        userId: placeholder!.userId,
        userRequestSurveyId: before.userRequestSurveyId,
        state: 'completed',
        title: before.title,
        createdAt: before.createdAt,
        updatedAt: before.updatedAt,
        lastMessagePreview: null,
      });
      expect(after.details).toEqual(
        before.details.map((detail) => ({
          question: detail.question,
          answer: ANONYMISED_TEXT,
          attachment: null,
        })),
      );
      expect(before.details.some((detail) => detail.attachment !== null)).toBe(true);
      expect(JSON.stringify(after)).not.toMatch(/zanzibar|ada@example/);
      const [runAfter] = await db
        .select()
        .from(userRequestSurveys)
        .where(eq(userRequestSurveys.id, before.userRequestSurveyId));
      expect(runAfter).toEqual({ ...runBefore, userId: placeholder!.userId });
      expect(
        await db
          .select()
          .from(userRequestAnswers)
          .where(eq(userRequestAnswers.userRequestSurveyId, before.userRequestSurveyId)),
      ).toEqual([]);
      // Every message stays, with its side and time, its text replaced; the requester's name is gone.
      const messagesAfter = await messagesOf(old.id);
      expect(messagesAfter.map((m) => [m.id, m.source, m.createdAt, m.internal])).toEqual(
        messagesBefore.map((m) => [m.id, m.source, m.createdAt, m.internal]),
      );
      expect(messagesAfter.every((m) => m.bodyHtml === paragraphHtml(ANONYMISED_TEXT))).toBe(true);
      expect(messagesAfter.filter((m) => m.source === 'user').map((m) => m.sourceName)).toEqual([
        'Anonymised requester',
      ]);
      expect(
        await db
          .select()
          .from(messageAttachments)
          .where(
            inArray(
              messageAttachments.messageId,
              messagesAfter.map((m) => m.id),
            ),
          ),
      ).toEqual([]);
      // The files: rows and bytes on disk.
      expect(await db.select().from(uploads).where(inArray(uploads.key, old.keys))).toEqual([]);
      expect(old.keys.map(stored)).toEqual([false, false, false]);
      // Search finds it by nothing it said, nor by its requester.
      expect(
        await db.select().from(requestSearchDocuments).where(eq(requestSearchDocuments.requestId, old.id)),
      ).toEqual([]);
      expect(await searchFinds('zanzibar')).toEqual([]);
      expect(await searchFinds(encodeURIComponent(rita.email))).not.toContain(old.id);
      // The rating's score stays for reports, its comment goes.
      const [rating] = await db.select().from(requestRatings).where(eq(requestRatings.requestId, old.id));
      expect(rating).toMatchObject({ score: 'good', comment: null, userId: placeholder!.userId });
      expect(
        await db.select().from(requestCompletions).where(eq(requestCompletions.requestId, old.id)),
      ).toHaveLength(1);

      // The requester no longer has it; the console shows it without anything personal.
      expect((await client.call('GET', `/api/v1/requests/${old.id}`, { token: ritaToken })).status).toBe(404);
      const page = await client.call('GET', `/api/v1/concierge/requests/${old.id}`, { token: concierge });
      expect(page.status).toBe(200);
      const shown = QueueRequestResponse.parse(page.json());
      expect(shown.request.state).toBe('completed');
      expect(shown.requester.full_name).toBe('Anonymised requester');
      expect(page.text).not.toMatch(/zanzibar|Rita|Private/);

      // Untouched: the younger request, the unfinished one, the other company's.
      for (const { id, keys, word } of [
        { ...young, word: 'yellowtail' },
        { ...othersOld, word: 'quokka' },
      ]) {
        expect(keys.map(stored)).toEqual([true, true, true]);
        expect((await messagesOf(id)).some((m) => m.bodyHtml.includes(word))).toBe(true);
        expect(await searchFinds(word)).toEqual([id]);
      }
      expect((await requestRow(young.id))?.userId).not.toBe(placeholder!.userId);
      expect((await requestRow(unfinished))?.details.some((d) => d.answer.includes('marmalade'))).toBe(true);

      // The placeholder cannot sign in; the access record still holds, its entries for the request kept.
      const [account] = await db.select().from(users).where(eq(users.id, placeholder!.userId));
      const signIn = await client.call('POST', '/api/v1/users/sign_in', {
        body: { user: { email: account!.email, password: GOOD_PASSWORD } },
      });
      expect(signIn.status).toBe(401);
      expect((await verifyAccessLog(db)).broken).toBeNull();
      expect(await accessEntriesOf(old.id)).toBeGreaterThan(0);

      // Nothing left to do: the next pass takes nothing, and the run is recorded.
      expect(await server.app.runRetention()).toBe(0);
      const runs = await db.select().from(retentionRuns).where(eq(retentionRuns.companyId, company.id));
      expect(runs.map((run) => run.requests)).toEqual([1, 0]);
    } finally {
      await removePolicy(company.id);
    }
  });

  it('deletes a completed request past the months with everything on it, stored files included', async () => {
    const company = await newCompany(server.database);
    const sam = await requesterIn(client, company.slug, 'Sam');
    const start = clock.now();
    const old = await fullRequest(client, {
      requester: sam.token,
      concierge,
      surveyId: documents,
      word: 'xylophone',
    });
    expect(
      (await client.call('GET', `/api/v1/concierge/requests/${old.id}`, { token: concierge })).status,
    ).toBe(200);
    await advance(2 * DAY);
    const young = await fullRequest(client, {
      requester: await signInAgain(client, sam.email),
      concierge,
      surveyId: documents,
      word: 'walrus',
    });
    await moveClockTo(start, 3, 1);
    const { userRequestSurveyId: runId } = (await requestRow(old.id))!;
    const messageIds = (await messagesOf(old.id)).map((m) => m.id);
    expect(await preview(company.id, 3, 'delete')).toBe(1);
    await setPolicy(company.id, 3, 'delete');
    try {
      expect(await server.app.runRetention()).toBe(1);

      expect(await requestRow(old.id)).toBeUndefined();
      expect(await messagesOf(old.id)).toEqual([]);
      expect(
        await db.select().from(messageAttachments).where(inArray(messageAttachments.messageId, messageIds)),
      ).toEqual([]);
      expect(await db.select().from(userRequestSurveys).where(eq(userRequestSurveys.id, runId))).toEqual([]);
      expect(
        await db.select().from(userRequestAnswers).where(eq(userRequestAnswers.userRequestSurveyId, runId)),
      ).toEqual([]);
      expect(await db.select().from(requestRatings).where(eq(requestRatings.requestId, old.id))).toEqual([]);
      expect(
        await db.select().from(requestSearchDocuments).where(eq(requestSearchDocuments.requestId, old.id)),
      ).toEqual([]);
      expect(await db.select().from(uploads).where(inArray(uploads.key, old.keys))).toEqual([]);
      expect(old.keys.map(stored)).toEqual([false, false, false]);
      expect(await searchFinds('xylophone')).toEqual([]);
      expect(
        (await client.call('GET', `/api/v1/concierge/requests/${old.id}`, { token: concierge })).status,
      ).toBe(404);
      // No placeholder for a deleting company.
      expect(
        await db.select().from(anonymisedRequesters).where(eq(anonymisedRequesters.companyId, company.id)),
      ).toEqual([]);

      // The younger one stays whole; the access record holds and still names the deleted request.
      expect(young.keys.map(stored)).toEqual([true, true, true]);
      expect(await searchFinds('walrus')).toEqual([young.id]);
      expect((await verifyAccessLog(db)).broken).toBeNull();
      expect(await accessEntriesOf(old.id)).toBeGreaterThan(0);
    } finally {
      await removePolicy(company.id);
    }
  });
});
