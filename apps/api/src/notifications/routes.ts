import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCEPT_LANGUAGE_HEADER } from '@concierge/api-client/constants';
import type { RegisterDomain } from '../app-context.js';
import { findUserById } from '../accounts/queries.js';
import { negotiateLocale } from '../i18n/negotiation.js';
import { NOTIFICATION_PATHS } from './links.js';
import { findRequest } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { findPreferences, isMuted, savePreferences, setMuted } from './queries.js';
import { readUnsubscribeToken } from './signing.js';
import { unsubscribePage, type UnsubscribeView } from './unsubscribe-page.js';

/** Where people change their emails in the web app. */
export const SETTINGS_PATH = '/settings/notifications';

/**
 * Notifications: email preferences and per-request mutes (contract endpoints), and the unsubscribe link of every requester email, which works without signing in.
 * GET shows a confirmation page; POST unsubscribes (RFC 8058: mail providers POST
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe address; the page's button posts the same).
 */
export const registerNotificationRoutes: RegisterDomain = async (context) => {
  const { app, endpoint, notifications } = context;

  // The signed-in requester's settings (the web app's Notifications page and a request's mute).
  const asPreferences = (saved: { emailReplies: boolean }) => ({
    preferences: { email_replies: saved.emailReplies },
  });
  endpoint('getNotificationPreferences', {}, async ({ caller }) =>
    asPreferences(await findPreferences(context.db, caller.user.id)),
  );
  endpoint('updateNotificationPreferences', {}, async ({ body, caller }) => {
    const emailReplies = body.preferences.email_replies;
    await savePreferences(context.db, caller.user.id, { emailReplies }, context.now());
    return asPreferences({ emailReplies });
  });
  /** Only the caller's own requests can be muted; any other id is the same 404 as the request itself. */
  const ownRequest = async (id: number, userId: number) => {
    const request = await findRequest(context.db, id);
    if (!request || request.userId !== userId) throw notFound();
  };
  endpoint('getRequestMute', {}, async ({ params, caller }) => {
    await ownRequest(params.id, caller.user.id);
    return { mute: { muted: await isMuted(context.db, caller.user.id, params.id) } };
  });
  endpoint('setRequestMute', {}, async ({ params, body, caller }) => {
    await ownRequest(params.id, caller.user.id);
    const { muted } = body.mute;
    await setMuted(context.db, { userId: caller.user.id, requestId: params.id, muted }, context.now());
    return { mute: { muted } };
  });

  await app.register(async (scope) => {
    // Only these routes read form bodies (a one-click POST is a form); the token is in the address.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, body),
      );
    }

    /**
     * The page in the language of the link's account when it chose one (the link names it, as a sign-in
     * would), else the browser's.
     */
    const answer = async (
      request: FastifyRequest,
      reply: FastifyReply,
      view: UnsubscribeView,
      userId: number | null,
    ) => {
      const token = (request.query as { token?: unknown }).token;
      const action = `${NOTIFICATION_PATHS.unsubscribe}?token=${encodeURIComponent(String(token ?? ''))}`;
      const account = userId === null ? undefined : (await findUserById(context.db, userId))?.user;
      const locale = negotiateLocale(account?.locale, request.headers[ACCEPT_LANGUAGE_HEADER]);
      return reply
        .code(view === 'invalid' ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('vary', ACCEPT_LANGUAGE_HEADER)
        .header('content-language', locale)
        .send(unsubscribePage(view, action, SETTINGS_PATH, locale));
    };

    const userOf = async (request: FastifyRequest) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string') return null;
      return readUnsubscribeToken(await notifications.signingSecret(), token, context.now());
    };

    scope.get(NOTIFICATION_PATHS.unsubscribe, async (request, reply) => {
      const userId = await userOf(request);
      return answer(request, reply, userId === null ? 'invalid' : 'confirm', userId);
    });

    scope.post(NOTIFICATION_PATHS.unsubscribe, async (request, reply) => {
      const userId = await userOf(request);
      if (userId === null) return answer(request, reply, 'invalid', null);
      await savePreferences(context.db, userId, { emailReplies: false }, context.now());
      return answer(request, reply, 'done', userId);
    });
  });
};
