import type { RequestState } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { completeRequest, replyToRequest } from './conversation.js';
import { listPage, requestWithMessages } from './service.js';

const LISTS = {
  getOpenRequests: 'open',
  getInProgressRequests: 'in_progress',
  getCompletedRequests: 'completed',
} as const satisfies Record<string, RequestState>;

/**
 * A user's three lists and their own requests (spec §7), their replies and completing them (issue 10);
 * every other id is a 404.
 */
export const registerRequestRoutes: RegisterDomain = (context) => {
  for (const [name, state] of Object.entries(LISTS) as Array<[keyof typeof LISTS, RequestState]>) {
    context.endpoint(name, {}, async ({ query, caller }) =>
      listPage(context.db, { state, userId: caller.user.id }, query),
    );
  }

  context.endpoint('getRequest', {}, async ({ params, caller }) => ({
    request: await requestWithMessages(context, params.id, caller.user.id),
  }));

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
