import { afterAll, describe, expect, it } from 'vitest';
import { RequestListResponse, type SurveyItem } from '@concierge/api-client';
import { CURSOR_ERROR } from '../requests/list-cursor.js';
import {
  answerAll,
  listenForTests,
  sampleAnswer,
  seededSurveyId,
  signUpNewAccount,
  startRun,
  submit,
  type HttpTestClient,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  countMatchesByState,
  searchRequests,
  searchWords,
  SEARCH_NAME_SUBSTRING_MAX,
  SEARCH_WORDS_MAX,
} from './search.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const furniture = await seededSurveyId(server.database, 'furniture-assembly');
const insurance = await seededSurveyId(server.database, 'insurance-quote');
const MINUTE = 60_000;

/** A submitted request whose free-text answers are `words`. */
async function requestWith(client: HttpTestClient, token: string, surveyId: number, words: string) {
  const runId = await startRun(client, token, surveyId);
  await answerAll(client, token, runId, (item: SurveyItem) =>
    item.kind === 'text' || item.kind === 'textarea' ? words : sampleAnswer(item),
  );
  const res = await submit(client, token, runId);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${res.text}`);
  server.clock.advance(MINUTE);
  return res.json().request_id as number;
}

const reply = (token: string, id: number, html: string) =>
  client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    body: { message: { body_html: html, attachment_keys: [] } },
  });

const ada = await signUpNewAccount(client, 'Ada');
const zenobia = await signUpNewAccount(client, 'Zenobia');
const sink = await requestWith(client, ada.token, furniture, 'Leaking kitchen tap, a plumber please');
const policy = await requestWith(client, ada.token, insurance, 'Nothing special');
expect((await reply(ada.token, policy, '<p>The <strong>garage</strong> door too</p>')).status).toBe(200);
const zenobiaSink = await requestWith(client, zenobia.token, furniture, 'A plumber for the kitchen');

async function search(token: string, query: string) {
  const res = await client.call('GET', `/api/v1/requests/search?${query}`, { token });
  expect(res.status, res.text).toBe(200);
  const page = RequestListResponse.parse(res.json());
  return { ids: page.requests.map((request) => request.id), next: page.next_cursor, page };
}

describe(onDb('searching one’s own requests'), () => {
  it('matches each word as the start of a word, only in the caller’s own requests', async () => {
    expect((await search(ada.token, 'q=plumb')).ids).toEqual([sink]);
    expect((await search(ada.token, 'q=PLUMBER')).ids).toEqual([sink]);
    expect((await search(zenobia.token, 'q=plumb')).ids).toEqual([zenobiaSink]);
    // Inside a word is not a match: "umber" is not the start of "plumber".
    expect((await search(ada.token, 'q=umber')).ids).toEqual([]);
  });

  it('needs every word, found in the title, an answer or a message', async () => {
    expect((await search(ada.token, 'q=furniture%20kitchen')).ids).toEqual([sink]);
    expect((await search(ada.token, 'q=kitchen%20tap%2C%20leak')).ids).toEqual([sink]);
    expect((await search(ada.token, 'q=garage')).ids).toEqual([policy]);
    expect((await search(ada.token, 'q=kitchen%20garage')).ids).toEqual([]);
    // Markup is not text: the <strong> tag around "garage" matches nothing.
    expect((await search(ada.token, 'q=strong')).ids).toEqual([]);
  });

  it('finds words of a message as soon as it is written', async () => {
    expect((await search(ada.token, 'q=balcony')).ids).toEqual([]);
    expect((await reply(ada.token, sink, '<p>And the balcony railing</p>')).status).toBe(200);
    expect((await search(ada.token, 'q=balcony%20railing')).ids).toEqual([sink]);
    // Another user's message never makes their words findable by someone else.
    expect((await reply(zenobia.token, zenobiaSink, '<p>porch swing</p>')).status).toBe(200);
    expect((await search(ada.token, 'q=porch')).ids).toEqual([]);
  });

  it('narrows to one list, and with no words lists the caller’s requests newest first', async () => {
    expect((await search(ada.token, 'q=garage&state=completed')).ids).toEqual([]);
    const done = await client.call('POST', `/api/v1/requests/${policy}/complete`, {
      token: ada.token,
      body: {},
    });
    expect(done.status).toBe(200);
    expect((await search(ada.token, 'q=garage&state=completed')).ids).toEqual([policy]);
    expect((await search(ada.token, 'q=garage&state=open')).ids).toEqual([]);
    // The status note written by completing is not searchable text.
    expect((await search(ada.token, 'q=completed')).ids).toEqual([]);
    expect((await search(ada.token, '')).ids).toEqual([policy, sink].sort((a, b) => b - a));
    expect((await search(ada.token, 'state=open')).ids).toEqual([sink]);
  });

  it('pages newest first with the lists’ cursor, never skipping or repeating', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await search(ada.token, `limit=1${after}`);
      expect(page.ids.length).toBeLessThanOrEqual(1);
      seen.push(...page.ids);
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([policy, sink]);
    const bad = await client.call('GET', '/api/v1/requests/search?q=a&cursor=nonsense', { token: ada.token });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toBe(CURSOR_ERROR);
  });

  it('needs a session and refuses an over-long text', async () => {
    expect((await client.call('GET', '/api/v1/requests/search?q=plumb')).status).toBe(401);
    const long = await client.call('GET', `/api/v1/requests/search?q=${'a'.repeat(201)}`, {
      token: ada.token,
    });
    expect(long.status).toBe(400);
  });
});

describe(onDb('searching every owner’s requests (the concierge’s queue)'), () => {
  const db = server.database.db;
  const ids = async (q: string, state?: 'open' | 'completed') =>
    (await searchRequests(db, { scope: 'all', q, state })).requests.map((request) => request.id);

  it('matches document words across owners, and requester names and emails anywhere inside', async () => {
    // The demo requests of the seed are found too (their documents were written by the same trigger).
    const plumbing = await ids('plumb');
    expect(plumbing.slice(0, 2)).toEqual([zenobiaSink, sink]);
    expect(plumbing).not.toContain(policy);
    expect(await ids('plumb zenob')).toEqual([zenobiaSink]);
    expect(await ids('NOBIA')).toEqual([zenobiaSink]);
    const emailPart = zenobia.email.split('@')[0]!.slice(-6);
    expect(await ids(emailPart)).toEqual([zenobiaSink]);
    expect(await ids('garage', 'open')).toEqual([]);
    expect(await countMatchesByState(db, { scope: 'all', q: 'plumb zenobia' })).toEqual({
      open: 1,
      in_progress: 0,
      completed: 0,
    });
    const everyList = await countMatchesByState(db, { scope: 'all', q: 'plumb' });
    expect(everyList.open + everyList.in_progress + everyList.completed).toBe(plumbing.length);
  });
});

describe(onDb('the requester side of the concierge’s search (migration 0015)'), () => {
  const db = server.database.db;
  const ids = async (q: string) => (await searchRequests(db, { scope: 'all', q })).requests.map((r) => r.id);

  it('finds a word anywhere inside the name or email, together with words of the document', async () => {
    const owner = await signUpNewAccount(client, 'Bartholomew');
    const id = await requestWith(client, owner.token, furniture, 'A wardrobe to assemble');
    // Inside a name ("artho"), a whole email, a part longer than the 12 characters the index holds.
    expect(await ids('artho')).toEqual([id]);
    expect(await ids(owner.email)).toEqual([id]);
    expect(await ids('bartholomew wardr')).toEqual([id]);
    const localPart = owner.email.split('@')[0]!;
    expect(localPart.length).toBeGreaterThan(SEARCH_NAME_SUBSTRING_MAX);
    expect(await ids(localPart.toUpperCase())).toEqual([id]);
    // Longer than 12 and sharing the first 12 characters, but not inside the email: no match.
    expect(await ids(`${localPart.slice(0, SEARCH_NAME_SUBSTRING_MAX)}zzzz`)).toEqual([]);
    // A word that is neither in the document nor in the requester's name.
    expect(await ids('bartholomew sofa')).toEqual([]);
  });

  it('follows a change of name at once, and never lets the requester find requests by their own name', async () => {
    const owner = await signUpNewAccount(client, 'Quentin');
    const id = await requestWith(client, owner.token, furniture, 'Shelves for the study');
    const renamed = await client.call('PATCH', '/api/v1/users/profile', {
      token: owner.token,
      body: { user: { name: 'Xanthippe', last_name: 'Tester' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await ids('xanthip')).toEqual([id]);
    expect(await ids('quentin')).toEqual([]);
    // The requester's own search covers the document only: their name is in every request of theirs.
    expect((await search(owner.token, 'q=xanthippe')).ids).toEqual([]);
    expect((await search(owner.token, 'q=shelves')).ids).toEqual([id]);
  });
});

describe('search words', () => {
  it('are runs of letters and digits, at most SEARCH_WORDS_MAX of them', () => {
    expect(searchWords(" O'Brien & co:* | !x ")).toEqual(['O', 'Brien', 'co', 'x']);
    expect(searchWords('Café 1.5')).toEqual(['Café', '1', '5']);
    expect(searchWords('w '.repeat(40))).toHaveLength(SEARCH_WORDS_MAX);
  });
});
