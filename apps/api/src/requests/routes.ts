import type { RequestState } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { completeRequest, replyToRequest } from './conversation.js';
import { sessionCaller } from '../accounts/sessions.js';
import { bearerToken, digestToken } from '../accounts/tokens.js';
import { batchedRequestPolls } from './poll-batch.js';
import { listPage, requestWithMessages } from './service.js';
import { replyPromise } from '../service-levels/request-due.js';

const LISTS = {
  getOpenRequests: 'open',
  getInProgressRequests: 'in_progress',
  getCompletedRequests: 'completed',
} as const satisfies Record<string, RequestState>;

/**
 * A user's three lists and their own requests (docs/api.md#calls), their replies and completing them;
 * every other id is a 404.
 */
export const registerRequestRoutes: RegisterDomain = (context) => {
  for (const [name, state] of Object.entries(LISTS) as Array<[keyof typeof LISTS, RequestState]>) {
    context.endpoint(name, {}, async ({ query, caller }) =>
      listPage(context.db, { state, userId: caller.user.id }, query),
    );
  }

  const callerOf = sessionCaller(context.db, context.now);
  const lookUpPoll = batchedRequestPolls(context.db);
  context.endpoint(
    'getRequest',
    {
      // Every open request page polls this: an unchanged request is a 304 after one small query, shared
      // with the other polls of its 20 ms (poll-batch.ts).
      pollVersion: async (request) => {
        const token = bearerToken(request.headers.authorization);
        const { id } = request.params as { id: string };
        // Anything but a plain id goes the ordinary way (its 401 or 400).
        if (!token || !/^[1-9]\d{0,8}$/.test(id)) return undefined;
        const row = await lookUpPoll({ tokenDigest: digestToken(token), requestId: Number(id) });
        return { caller: await callerOf(request, row), version: row?.version ?? null };
      },
    },
    async ({ params, caller }) => {
      const request = await requestWithMessages(context, params.id, caller.user.id);
      const completed = request.state === 'completed';
      return { request, reply_within_minutes: completed ? null : await replyPromise(context.db, params.id) };
    },
  );

  context.endpoint(
    'postRequestMessage',
    {},
    idempotent(context, 'postRequestMessage', async ({ params, body, caller }) => ({
      message: await replyToRequest(context, caller.user, params.id, body.message),
    })),
  );

  context.endpoint('completeRequest', {}, async ({ params, caller }) => ({
    request: await completeRequest(context, caller.user, params.id),
  }));
};
