import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterDomain } from '../app-context.js';
import { NOTIFICATION_PATHS } from './links.js';
import { savePreferences } from './queries.js';
import { readUnsubscribeToken } from './signing.js';
import { unsubscribePage, type UnsubscribeView } from './unsubscribe-page.js';

/** Where people change their emails in the web app. */
export const SETTINGS_PATH = '/settings/notifications';

/**
 * Notifications (issue 16): the unsubscribe link of every requester email, which works without signing in.
 * GET shows a confirmation page; POST unsubscribes (RFC 8058: mail providers POST
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address; the page's button posts the same).
 */
export const registerNotificationRoutes: RegisterDomain = async (context) => {
  const { app, notifications } = context;

  await app.register(async (scope) => {
    // Only these routes read form bodies (a one-click POST is a form); the token is in the address.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, body),
      );
    }

    const answer = (request: FastifyRequest, reply: FastifyReply, view: UnsubscribeView) => {
      const token = (request.query as { token?: unknown }).token;
      const action = `${NOTIFICATION_PATHS.unsubscribe}?token=${encodeURIComponent(String(token ?? ''))}`;
      return reply
        .code(view === 'invalid' ? 400 : 200)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(view, action, SETTINGS_PATH));
    };

    const userOf = async (request: FastifyRequest) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string') return null;
      return readUnsubscribeToken(await notifications.signingSecret(), token, context.now());
    };

    scope.get(NOTIFICATION_PATHS.unsubscribe, async (request, reply) =>
      answer(request, reply, (await userOf(request)) === null ? 'invalid' : 'confirm'),
    );

    scope.post(NOTIFICATION_PATHS.unsubscribe, async (request, reply) => {
      const userId = await userOf(request);
      if (userId === null) return answer(request, reply, 'invalid');
      await savePreferences(context.db, userId, { emailReplies: false }, context.now());
      return answer(request, reply, 'done');
    });
  });
};
