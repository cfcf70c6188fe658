import type { RegisterDomain } from '../app-context.js';
import { webhookEvents } from './emit.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  setEndpointEnabled,
  updateEndpoint,
} from './service.js';

/**
 * Outbound webhooks (docs/webhooks.md): the admins' endpoints and their delivery logs, and the events. The
 * services emit through `context.webhooks`; state changes through `changeRequestState`'s hook point.
 */
export const registerWebhookRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;
  context.webhooks = webhookEvents;
  (context.onStateChanged ??= []).push(webhookEvents.stateChanged);

  endpoint('getWebhookEndpoints', {}, async ({ caller }) => listEndpoints(context, caller.user));

  endpoint('createWebhookEndpoint', {}, async ({ body, caller }) =>
    createEndpoint(context, caller.user, body.endpoint),
  );

  endpoint('updateWebhookEndpoint', {}, async ({ params, body, caller }) => ({
    endpoint: await updateEndpoint(context, caller.user, params.id, body.endpoint),
  }));

  endpoint('deleteWebhookEndpoint', {}, async ({ params, caller }) => {
    await deleteEndpoint(context, caller.user, params.id);
    return { success: true as const };
  });

  endpoint('setWebhookEndpointEnabled', {}, async ({ params, body, caller }) => ({
    endpoint: await setEndpointEnabled(context, caller.user, params.id, body.endpoint.enabled),
  }));

  endpoint('rotateWebhookSecret', {}, async ({ params, caller }) =>
    rotateSecret(context, caller.user, params.id),
  );

  endpoint('getWebhookDeliveries', {}, async ({ params, query, caller }) =>
    listDeliveries(context, caller.user, params.id, query.before),
  );

  endpoint('redeliverWebhook', {}, async ({ params, caller }) => {
    await redeliver(context, caller.user, params.id, params.delivery_id);
    return { success: true as const };
  });
};
