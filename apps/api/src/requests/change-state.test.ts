import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestState } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { createLiveFeed } from '../live/live-feed.js';
import { MemoryEventLog } from '../live/memory-event-log.js';
import { DEMO_USERS } from '../accounts/demo.js';
import { findUserByEmail } from '../accounts/queries.js';
import type { UserRow } from '../accounts/tables.js';
import { moveRequest } from '../concierge/service.js';
import type { Notifier } from '../notifications/notifier.js';
import { withdrawRequest } from '../requester/withdraw.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { changeRequestState, lockRequest, type StateChanged } from './change-state.js';
import { completeRequest, replyToRequest } from './conversation.js';
import {
  listenForTests,
  seededSurveyId,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { SYSTEM_ACTOR } from './lifecycle.js';
import { findRequest, listMessages } from './queries.js';

// The services called directly, with a context whose notifier and hooks record what each change did: the
// routes' own answers are the domains' tests (concierge, conversation, requester).
const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
const client = await listenForTests(server.app);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const concierge = (await findUserByEmail(db, DEMO_USERS[1].email))!.user;

const notified: string[] = [];
const changes: StateChanged[] = [];
const notifications = {
  requestMoved: async (_tx: unknown, _request: unknown, to: RequestState) =>
    void notified.push(`moved ${to}`),
  messagePosted: async () => void notified.push('message'),
  requestRead: async () => {},
} as unknown as Notifier;
const context = {
  db,
  now: server.clock.now,
  notifications,
  onStateChanged: [async (_tx, change) => void changes.push(change)],
  live: createLiveFeed(new MemoryEventLog(), server.app.log),
} as Partial<AppContext> as AppContext;

beforeEach(() => {
  notified.length = 0;
  changes.length = 0;
});

async function newRequest(): Promise<{ user: UserRow; id: number }> {
  const { email, token } = await signUpNewAccount(client, 'Ada');
  const id = await submittedRequest(client, token, plumber);
  return { user: (await findUserByEmail(db, email))!.user, id };
}
const said = (text: string) => ({ body_html: `<p>${text}</p>`, attachment_keys: [] });
const summary = (change: StateChanged) => [change.action, change.actor.role, change.from, change.to];
const thread = async (id: number) =>
  (await listMessages(db, id, { includeInternal: true })).map(({ message }) => message.bodyHtml);

describe(onDb('changeRequestState'), () => {
  it('takes every path through one function: its row, its note, its notifier call, the hooks', async () => {
    const { user, id } = await newRequest();
    await moveRequest(context, concierge, id, 'in_progress');
    await completeRequest(context, user, id);
    await replyToRequest(context, user, id, said('One more thing'));
    await withdrawRequest(context, user, id, 'Found one');
    await replyToRequest(context, user, id, said('By email'), { via: 'email' });

    expect(changes.map(summary)).toEqual([
      ['move', 'concierge', 'open', 'in_progress'],
      ['complete', 'requester', 'in_progress', 'completed'],
      ['reopen-by-reply', 'requester', 'completed', 'open'],
      ['withdraw', 'requester', 'open', 'completed'],
      ['reopen-by-email', 'requester', 'completed', 'open'],
    ]);
    expect(changes[3]).toMatchObject({ reason: 'Found one', note: { source: 'system' } });
    expect(notified).toEqual(['moved in_progress', 'message', 'message']);
    expect(await thread(id)).toEqual([
      '<p>Status changed to In Progress</p>',
      '<p>Status changed to Completed</p>',
      '<p>One more thing</p>',
      '<p>Status changed to In Queue</p>',
      '<p>Withdrawn by Ada Tester. Reason: Found one</p>',
      '<p>By email</p>',
      '<p>Status changed to In Queue</p>',
    ]);
  });

  it('changes nothing and calls no hook where the action’s answer is to do nothing', async () => {
    const { user, id } = await newRequest();
    await replyToRequest(context, user, id, said('Still open'));
    await moveRequest(context, concierge, id, 'open');
    expect(changes).toEqual([]);
    expect((await findRequest(db, id))!.state).toBe('open');
  });

  it('rolls the change back when a hook throws', async () => {
    const { user, id } = await newRequest();
    const failing = {
      ...context,
      onStateChanged: [
        async () => {
          throw new Error('audit is down');
        },
      ],
    };
    await expect(completeRequest(failing, user, id)).rejects.toThrow('audit is down');
    expect((await findRequest(db, id))!.state).toBe('open');
    expect(await thread(id)).toEqual([]);
  });

  it('refuses an actor the table does not list, and another user’s request', async () => {
    const { id } = await newRequest();
    const other = await newRequest();
    const attempt = (change: Parameters<typeof changeRequestState>[2]) =>
      db.transaction(async (tx) => changeRequestState(context, tx, change));
    const request = (await findRequest(db, id))!;
    const at = server.clock.now();
    await expect(
      attempt({ request, action: 'withdraw', actor: SYSTEM_ACTOR, at, reason: 'x' }),
    ).rejects.toThrow('a system cannot withdraw a request');
    await expect(
      attempt({ request, action: 'complete', actor: { role: 'requester', user: other.user }, at }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(db.transaction((tx) => lockRequest(tx, id, other.user.id))).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await findRequest(db, id))!.state).toBe('open');
  });
});
