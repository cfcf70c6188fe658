import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listenForTests, seededSurveyId } from '../testing/http-test-client.js';
import { completeRequest, newCompany, requestAnswering, requesterIn } from '../testing/retention-requests.js';
import { onDb } from '../testing/test-database.js';
import { twoInstances } from '../testing/two-instances.js';
import { RETENTION_EVERY_MS } from './retention-schedule.js';
import { retentionPolicies, retentionRuns } from './tables.js';

// The retention job's schedule across instances (docs/personal-data.md#the-retention-job): two servers on
// one database, each asking every few milliseconds whether the pass is due, run one pass per period between
// them, whatever their timers do.

const POLL_MS = 20;
const settings = { retention: { pollMs: POLL_MS } };
// The second server is not named: its timer asks whether the pass is due as the first's does.
const { first } = await twoInstances(settings);
const client = await listenForTests(first.app);
const db = first.database.db;

const runsOf = (companyId: number) =>
  db.select().from(retentionRuns).where(eq(retentionRuns.companyId, companyId)).orderBy(retentionRuns.id);

/** Waits (real time) until the company has `count` runs recorded, then as long again for any extra one. */
async function settledRuns(companyId: number, count: number) {
  const started = Date.now();
  while ((await runsOf(companyId)).length < count && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Both timers get many more turns: a second pass of the same period would show now.
  await new Promise((resolve) => setTimeout(resolve, 20 * POLL_MS));
  return runsOf(companyId);
}

describe(onDb('the retention schedule'), () => {
  it('runs one pass per period across two instances', async () => {
    const company = await newCompany(first.database);
    const requester = await requesterIn(client, company.slug);
    const id = await requestAnswering(
      client,
      requester.token,
      await seededSurveyId(first.database, 'find-a-plumber'),
      {
        text: 'scheduled',
      },
    );
    await completeRequest(client, requester.token, id);
    await db.insert(retentionPolicies).values({
      companyId: company.id,
      months: 1,
      action: 'anonymise',
      setBy: null,
      setAt: first.clock.now(),
    });

    // The servers' first look took this period's pass, before the policy was there: nothing until the next.
    expect(await settledRuns(company.id, 0)).toEqual([]);
    first.clock.advance(40 * 24 * 60 * 60 * 1000);
    expect((await settledRuns(company.id, 1)).map((run) => run.requests)).toEqual([1]);
    first.clock.advance(RETENTION_EVERY_MS);
    expect((await settledRuns(company.id, 2)).map((run) => run.requests)).toEqual([1, 0]);
  });
});
