import nodemailer from 'nodemailer';
import { afterAll, expect } from 'vitest';
import { RequestResponse } from '@concierge/api-client';
import { findUserByEmail } from '../accounts/queries.js';
import type { ServerConfig } from '../config.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from './http-test-client.js';
import { startSmtpCapture } from './smtp-capture.js';
import { startTestServer } from './test-server.js';
import { defaultNotificationConfig } from '../notifications/notify-config.js';
import { DIGEST_WINDOW_MS } from '../notifications/policy.js';

// What the reply-by-email suites share: a server with its inbound SMTP listener on a free port, a real SMTP
// capture for what it sends, nodemailer to send to it, a request whose requester got one email, and the
// reply address a member of staff is sent (a team email to their own address carries one).

export const TEAM = 'team@concierge.test';

/** Starts the server, capture and mailer for one test file (closed after it). */
export async function startInboundSuite(
  config: Partial<ServerConfig> = {},
  notifications: Partial<ServerConfig['notifications']> = {},
) {
  const smtp = await startSmtpCapture();
  const server = await startTestServer({
    config: {
      smtpUrl: smtp.url,
      notifications: {
        ...defaultNotificationConfig(),
        scheduler: false,
        teamEmail: TEAM,
        inboundSmtpPort: 0,
        ...notifications,
      },
      ...config,
    },
  });
  const mailer = nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.app.inboundSmtpPort ?? 0,
    secure: false,
    ignoreTLS: true,
  });
  afterAll(async () => {
    mailer.close();
    await server.close();
    await smtp.close();
  });
  const client = await listenForTests(server.app);
  const concierge = await signInDemo(client, 1);
  const plumber = await seededSurveyId(server.database, 'find-a-plumber');

  /** The request's thread as the concierge sees it. */
  const thread = async (id: number) =>
    RequestResponse.parse(
      (await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge })).json(),
    ).request.messages;

  /** A request whose requester got one email: its reply address. */
  async function emailedRequest() {
    const { email, token } = await signUpNewAccount(client);
    const id = await submittedRequest(client, token, plumber);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Which day suits you?</p>' } },
    });
    server.clock.advance(DIGEST_WINDOW_MS);
    await server.app.notifications.runDueDigests();
    await server.app.outbox.drain();
    const replyTo = (mail: { parsed: { replyTo?: { value: Array<{ address?: string }> } } } | undefined) =>
      mail?.parsed.replyTo?.value[0]?.address ?? '';
    const requesterAddress = replyTo(smtp.to(email)[0]);
    expect(requesterAddress).toMatch(/^reply\+/);
    return { email, token, id, requesterAddress };
  }

  /** The reply address that posts to request `id` as the member of staff with `email`. */
  async function staffAddress(id: number, email: string) {
    const found = await findUserByEmail(server.database.db, email);
    if (!found) throw new Error(`no account ${email}`);
    return server.app.notifications.replyAddressFor(server.database.db, id, 'staff', found.user);
  }

  return { smtp, server, mailer, client, concierge, thread, emailedRequest, staffAddress };
}

/** The SMTP status a send was refused with (`-1` for another failure), or null when it was accepted. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { responseCode?: number }) => error.responseCode ?? -1,
  );
