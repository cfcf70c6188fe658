import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { countByState } from '../requests/queries.js';
import { listPage, requestWithMessages } from '../requests/service.js';
import { moveRequest, postConciergeMessage } from './service.js';

/** The concierge's side (role `concierge`): the queue by list, any request, messages, and moves. */
export const registerConciergeRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint('getQueue', {}, async ({ query }) =>
    listPage(context.db, { state: query.state, search: query.q || undefined }, query),
  );

  endpoint('getQueueCounts', {}, async ({ query }) => ({
    counts: await countByState(context.db, { search: query.q || undefined }),
  }));

  endpoint('getQueueRequest', {}, async ({ params }) => ({
    request: await requestWithMessages(context, params.id),
  }));

  endpoint(
    'postConciergeMessage',
    {},
    idempotent(context, 'postConciergeMessage', async ({ params, body, caller }) => ({
      message: await postConciergeMessage(context, caller.user, params.id, body.message),
    })),
  );

  endpoint('moveRequest', {}, async ({ params, body }) => ({
    request: await moveRequest(context, params.id, body.request.state),
  }));
};
