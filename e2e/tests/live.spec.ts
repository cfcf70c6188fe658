// The live stream end to end (docs/conversation.md#the-live-stream): a change made on one side reaches the
// other side's open page through the stream, a dropped connection resumes without losing or doubling
// anything, and a stream that cannot be opened leaves the screens polling as before, with no error shown.
// Project "two instances" puts the requester on instance A and the concierge on B, so every event here
// crosses from one instance to the other through Redis.
import type { Page } from '@playwright/test';
import {
  signUpThroughApi,
  staffSignInThroughApi,
  submittedRequestThroughApi,
  watchForPageErrors,
  type NodeClient,
  type TestPerson,
} from '@concierge/e2e-support';
import { cuttableLinkTo, type CuttableLink } from '../support/cuttable-link';
import { FALLBACK_POLL_MS, SAFETY_NET_POLL_MS } from '../../internal/live-updates/live-pace';
import {
  isLiveStream,
  LIVE_EVENTS_GLOB,
  liveStreamOpened,
  requestIdOf,
  watchLiveStreams,
  type LiveStreamWatch,
} from '../support/live-stream';
import {
  CONCIERGE,
  conciergeReplies,
  conciergeSignsIn,
  expect,
  messageFrom,
  requesterSends,
  requesterSignsIn,
  test,
  WEB,
} from './sides';

/**
 * How long a change may take to show. Shorter than the polls' pace while the stream is live, so what shows
 * within it came through the stream; longer than the fallback pace, so polling alone meets it when the
 * stream is down.
 */
const WITHIN = { timeout: 10_000 };

/** The concierge's session through the API on their instance: one second-factor code per project. */
const staffSessions = new Map<string, Promise<NodeClient>>();
function conciergeApi(origin: string): Promise<NodeClient> {
  if (!staffSessions.has(origin)) staffSessions.set(origin, staffSignInThroughApi(origin, CONCIERGE));
  return staffSessions.get(origin)!;
}

/** A message of the thread by its author, by what it says. */
const thread = (page: Page, author: string, text: string) =>
  messageFrom(page, author).filter({ hasText: text });

/** How many `request` events about one request a page's streams have carried so far. */
const heardOf = (streams: LiveStreamWatch, requestId: number) =>
  streams.connections().flatMap((c) => c.events.filter((e) => requestIdOf(e) === requestId)).length;

/** The requester's open request page, with its live stream answered. */
async function requesterOpens(page: Page, requestId: number) {
  const opened = liveStreamOpened(page);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a plumber');
  return opened;
}

/**
 * Signs in and waits for the stream the signed-in app opens, so that what the test watches next (a page
 * load's stream, its events) is never the sign-in's stream arriving late.
 */
async function signedInWithStream(page: Page, signIn: (page: Page) => Promise<void>) {
  const opened = liveStreamOpened(page);
  await signIn(page);
  await opened;
}

/** No error on screen or in the page; the browser's own line for a refused connection is not the app's. */
async function expectNoError(page: Page, errors: () => string[]) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/could not load/i)).toHaveCount(0);
  expect(errors().filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
}

let requester: TestPerson;
let requestId: number;

test.beforeAll(() => {
  // A reply sent (the sender's own wait, up to WITHIN) and shown within WITHIN while the stream is live
  // falls between two polls: it came through the stream.
  expect(SAFETY_NET_POLL_MS).toBeGreaterThan(2 * WITHIN.timeout);
  expect(FALLBACK_POLL_MS).toBeLessThan(WITHIN.timeout / 2);
});

test.beforeEach(async ({ sides }) => {
  requester = await signUpThroughApi(sides.requester);
  ({ requestId } = await submittedRequestThroughApi(sides.requester, requester.token, 'Find a plumber'));
});

test('a reply shows on the other side’s open page as it is sent, through the stream', async ({
  requesterPage: web,
  conciergePage: console,
}) => {
  await signedInWithStream(console, conciergeSignsIn);
  const consoleStreams = await watchLiveStreams(console);
  const consoleOpened = liveStreamOpened(console);
  await console.goto(`/console/requests/${requestId}`);
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Find a plumber');
  await consoleOpened;

  await signedInWithStream(web, (page) => requesterSignsIn(page, requester));
  const webStreams = await watchLiveStreams(web);
  await requesterOpens(web, requestId);
  await expect.poll(() => webStreams.connections()[0]?.events[0]?.event).toBe('ready');

  // The first reply may come by either way; the read that shows it, made while the stream is live, puts
  // the page's next poll SAFETY_NET_POLL_MS away (its first poll was set before the stream was open).
  await conciergeReplies(console, 'Two plumbers can come this week.');
  await expect(thread(web, CONCIERGE.name, 'Two plumbers can come this week.')).toBeVisible(WITHIN);
  // So the second, shown within WITHIN, came through the stream.
  await conciergeReplies(console, 'Which day suits you?');
  await expect(thread(web, CONCIERGE.name, 'Which day suits you?')).toBeVisible(WITHIN);
  await expect(web.getByText(WEB.waitingOnYou)).toBeVisible();
  expect(heardOf(webStreams, requestId)).toBeGreaterThanOrEqual(2);

  // The other way. The console's open request polls every 3 s whatever the stream does (each poll is the
  // concierge's presence), so the proof here is the event on the console's own stream, crossing instances.
  const heardBefore = heardOf(consoleStreams, requestId);
  await requesterSends(web, 'Tuesday morning, please.');
  await expect(thread(console, requester.fullName, 'Tuesday morning, please.')).toBeVisible(WITHIN);
  await expect.poll(() => heardOf(consoleStreams, requestId)).toBeGreaterThan(heardBefore);

  // One connection each, never dropped: the stream was live, and so the pace was the safety net's.
  for (const streams of [webStreams, consoleStreams]) {
    expect(streams.connections().map((c) => c.failed ?? 'open')).toEqual(['open']);
  }
});

/** The requester's browser reaching instance A through a link the test can cut (support/cuttable-link.ts). */
const throughLink = test.extend<{ link: CuttableLink; linkedPage: Page }>({
  link: async ({ sides }, use) => {
    const link = await cuttableLinkTo(sides.requester);
    await use(link);
    await link.close();
  },
  linkedPage: async ({ browser, link }, use) => {
    const context = await browser.newContext({ baseURL: link.origin });
    await use(await context.newPage());
    await context.close();
  },
});

throughLink(
  'a dropped connection heals: what was said meanwhile shows once each, in order, without a reload',
  async ({ linkedPage: web, link, sides }) => {
    const concierge = await conciergeApi(sides.concierge);
    await signedInWithStream(web, (page) => requesterSignsIn(page, requester));
    const errors = watchForPageErrors(web);
    const streams = await watchLiveStreams(web);
    await requesterOpens(web, requestId);
    // The page's open stream: a connection begun before the page took over (the dashboard's, cut short by
    // the navigation) is not it.
    const open = () => streams.connections().findIndex((c) => c.status === 200 && !c.failed);
    await expect.poll(() => streams.connections()[open()]?.events.map((e) => e.event)).toEqual(['ready']);
    const live = open();
    const place = streams.connections()[live]!.events[0]!.id;

    // The network drops: the open stream ends (the browser says so) and nothing gets through until it is back.
    link.cut();
    await expect.poll(() => streams.connections()[live]?.failed).toBeTruthy();
    const said = ['First, while you were away.', 'Second, still away.', 'Third, the last one.'];
    for (const text of said)
      await concierge.client.postConciergeMessage(requestId, { bodyHtml: `<p>${text}</p>` });
    await expect(messageFrom(web, CONCIERGE.name)).toHaveCount(0);

    // The client backs off between attempts (up to 30 s); the first one after the network is back resumes.
    const resumed = web.waitForResponse((r) => isLiveStream(r.url()) && r.status() === 200, {
      timeout: 45_000,
    });
    link.restore();
    expect((await (await resumed).request().allHeaders())['last-event-id']).toBe(place);

    // The page shows the three, in order, each once, without a reload.
    await expect(messageFrom(web, CONCIERGE.name)).toHaveText(
      said.map((text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      WITHIN,
    );
    // The resumed stream replayed the three changes it missed, each once, then `ready`: no reset was needed.
    const resumedConnection = () =>
      streams.connections().find((c) => c.lastEventId === place && c.status === 200);
    await expect.poll(() => resumedConnection()?.events.at(-1)?.event).toBe('ready');
    const replayed = resumedConnection()!.events.slice(0, -1);
    expect(replayed.map((e) => e.event)).not.toContain('reset');
    const aboutThisRequest = replayed.filter((e) => requestIdOf(e) === requestId);
    expect(aboutThisRequest).toHaveLength(said.length);
    expect(new Set(aboutThisRequest.map((e) => e.id)).size).toBe(said.length);
    await expect(web).toHaveURL(new RegExp(`/requests/${requestId}$`));
    await expectNoError(web, errors);
  },
);

/** How the way to the stream may be blocked: refused, or a proxy between that buffers or rewrites it. */
const BLOCKED: Record<string, Parameters<Page['route']>[1]> = {
  'refused by the network': (route) => route.abort(),
  'answered 200 with a proxy’s page': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Please wait…</body></html>' }),
  // A proxy that buffers answers passes one on when it ends, and an event stream never ends: no `ready`.
  'held by a buffering proxy': () => undefined,
};

for (const [how, block] of Object.entries(BLOCKED)) {
  test(`with the stream ${how}, polling brings the reply at its fallback pace, and no error shows`, async ({
    requesterPage: web,
    sides,
  }) => {
    const concierge = await conciergeApi(sides.concierge);
    let attempts = 0;
    await web.route(LIVE_EVENTS_GLOB, (route, request) => {
      attempts += 1;
      return block(route, request);
    });
    const errors = watchForPageErrors(web);
    await requesterSignsIn(web, requester);
    await web.goto(`/requests/${requestId}`);
    await expect(web.getByRole('heading', { level: 1 })).toHaveText('Find a plumber');
    await expect.poll(() => attempts).toBeGreaterThan(0);

    // The read that shows the first reply sets the page's pace from the stream's state: down, so the
    // fallback's. The second, shown within WITHIN, proves that pace (the safety net's would miss it).
    for (const text of ['Polling still brings this.', 'And this, as quickly.']) {
      await concierge.client.postConciergeMessage(requestId, { bodyHtml: `<p>${text}</p>` });
      await expect(thread(web, CONCIERGE.name, text)).toBeVisible(WITHIN);
    }
    await expectNoError(web, errors);
  });
}
