import { afterAll, describe, expect, it } from 'vitest';
import { QueueItemListResponse } from '@concierge/api-client';
import { listenForTests, seededSurveyId, signInDemo, signUpNewAccount } from '../testing/http-test-client.js';
import { requestAnswering } from '../testing/retention-requests.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// The queue sorted by due time over HTTP (docs/service-levels.md#due): earliest due first, requests with
// nothing due (waiting on their requester) last, and pages by cursor that never skip or repeat a row.

const HOUR = 3_600_000;
const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

async function page(token: string, query: string) {
  const res = await client.call('GET', `/api/v1/concierge/requests?state=open&sort=due&${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return QueueItemListResponse.parse(res.json());
}

describe(onDb('the queue sorted by due time'), () => {
  it('puts the earliest due first and what waits on its requester last, the same by pages of one', async () => {
    const concierge = await signInDemo(client, 1);
    const requester = await signUpNewAccount(client);
    const answered = await requestAnswering(client, requester.token, plumber, { text: 'answered' });
    server.clock.advance(HOUR);
    const sooner = await requestAnswering(client, requester.token, plumber, { text: 'sooner' });
    server.clock.advance(HOUR);
    const later = await requestAnswering(client, requester.token, plumber, { text: 'later' });
    const reply = await client.call('POST', `/api/v1/concierge/requests/${answered}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Could you send a photo?</p>' } },
    });
    expect(reply.status, reply.text).toBe(200);

    const whole = (await page(concierge, 'limit=100')).requests;
    const ids = whole.map((row) => row.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(answered));
    // Every row with a due time comes before every row without, each group in due (then id) order.
    const dues = whole.map((row) => (row.due ? Date.parse(row.due.due_at) : Infinity));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(whole.find((row) => row.id === answered)?.due).toBeNull();

    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(
        concierge,
        `limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      walked.push(...next.requests.map((row) => row.id));
      cursor = next.next_cursor;
    } while (cursor);
    expect(walked).toEqual(ids);
  });
});
