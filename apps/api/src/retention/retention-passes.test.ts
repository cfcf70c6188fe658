import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RetentionAction } from '@concierge/api-client';
import { requests } from '../requests/tables.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { listenForTests, seededSurveyId, signInAgain, signInDemo } from '../testing/http-test-client.js';
import {
  completeRequest,
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
import { twoInstances } from '../testing/two-instances.js';
import { anonymisedRequesters, retentionRuns } from './tables.js';

// Which requests a pass takes, and how often (docs/personal-data.md#the-retention-job): the months count from
// the (last) completion, not from later activity, and two instances passing at once over one database take
// each request once. Time moves by the servers' shared clock.

const DAY = 24 * 60 * 60 * 1000;
// Two requests per batch: the two instances' passes interleave batch by batch over a dozen requests.
const settings = { retention: { batchSize: 2 } };
const { first, second } = await twoInstances(settings);
const client = await listenForTests(first.app);
const db = first.database.db;
const clock = first.clock;
const adminAccount = await signUpStaff(client, first.database, 'Ada', 'admin');
// Sessions last a day: after each move of the clock the staff sign in again (requesters too, where needed).
let concierge = await signInDemo(client, 1);
let admin = adminAccount.token;
const plumber = await seededSurveyId(first.database, 'find-a-plumber');

const requestRow = async (id: number) => (await db.select().from(requests).where(eq(requests.id, id)))[0];
const setPolicy = (companyId: number, months: number, action: RetentionAction) =>
  setRetentionPolicy(client, admin, companyId, { months, action });
const removePolicy = (companyId: number) => removeRetentionPolicy(client, admin, companyId);
const preview = (companyId: number, months: number, action: RetentionAction) =>
  previewRetention(client, admin, companyId, { months, action });
/** Moves the shared clock by `ms`, and the staff sign in again. */
const advance = async (ms: number) => {
  clock.advance(ms);
  concierge = await signInDemo(client, 1);
  admin = (await signInStaff(first, { email: adminAccount.email, password: GOOD_PASSWORD })).token;
};
/** Moves the shared clock to `months` calendar months and `days` days after `from`. */
const moveClockTo = async (from: Date, months: number, days: number) => {
  const target = new Date(from);
  target.setUTCMonth(target.getUTCMonth() + months);
  await advance(target.getTime() + days * DAY - clock.now().getTime());
};

describe(onDb('the retention passes'), () => {
  it('counts from the completion: a request reopened and completed again waits its months from the second', async () => {
    const company = await newCompany(first.database);
    const uma = await requesterIn(client, company.slug, 'Uma');
    const start = clock.now();
    const id = await requestAnswering(client, uma.token, plumber, { text: 'again' });
    await completeRequest(client, uma.token, id);
    await advance(20 * DAY);
    // The requester's reply reopens it; completing again starts its months anew.
    const umaToken = await signInAgain(client, uma.email);
    const reply = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: umaToken,
      body: { message: { body_html: '<p>One more thing</p>' } },
    });
    expect(reply.status).toBe(200);
    expect((await requestRow(id))?.state).toBe('open');
    await completeRequest(client, umaToken, id);
    // A concierge's later word does not reopen it, nor move its completion (only its updated_at).
    await advance(10 * DAY);
    const word = await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Glad it worked out</p>' } },
    });
    expect(word.status).toBe(200);
    expect((await requestRow(id))?.state).toBe('completed');
    await moveClockTo(start, 1, 2);
    expect(await preview(company.id, 1, 'anonymise')).toBe(0);
    // Past a month from the second completion (day 20), though not from the concierge's message (day 30).
    await advance(20 * DAY);
    expect(await preview(company.id, 1, 'anonymise')).toBe(1);
  });

  it('takes each request once when two instances pass at the same time', async () => {
    const company = await newCompany(first.database);
    const vera = await requesterIn(client, company.slug, 'Vera');
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const id = await requestAnswering(client, vera.token, plumber, { text: `batch${index}` });
      await completeRequest(client, vera.token, id);
      ids.push(id);
    }
    await advance(40 * DAY);
    expect(await preview(company.id, 1, 'anonymise')).toBe(12);
    await setPolicy(company.id, 1, 'anonymise');
    try {
      const done = await Promise.all([first.app.runRetention(), second.app.runRetention()]);
      expect(done[0] + done[1]).toBe(12);
      const [placeholder] = await db
        .select()
        .from(anonymisedRequesters)
        .where(eq(anonymisedRequesters.companyId, company.id));
      const moved = await db
        .select({ id: requests.id })
        .from(requests)
        .where(and(inArray(requests.id, ids), eq(requests.userId, placeholder!.userId)));
      expect(moved).toHaveLength(12);
      // One run recorded per pass; together they took the twelve.
      const runs = await db.select().from(retentionRuns).where(eq(retentionRuns.companyId, company.id));
      expect(runs).toHaveLength(2);
      expect(runs.reduce((sum, run) => sum + run.requests, 0)).toBe(12);
      expect(await preview(company.id, 1, 'anonymise')).toBe(0);
    } finally {
      await removePolicy(company.id);
    }
  });
});
