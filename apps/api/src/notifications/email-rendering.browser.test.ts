import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { packageRoot } from '../config.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { DIGEST_WINDOW_MS } from './policy.js';
import { EMAIL_TEXTS } from './texts.js';

/** The README's picture of the requester's email, rewritten by every run. */
export const EMAIL_SCREENSHOT = path.join(packageRoot, 'docs/notification-email.png');

const smtp = await startSmtpCapture();
const server = await startTestServer({ config: { smtpUrl: smtp.url } });
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe(onDb('the requester’s email in Chromium'), () => {
  it('renders the captured HTML: the messages, their formatting, the request link', async () => {
    const client = await listenForTests(server.app);
    const concierge = await signInDemo(client, 1);
    const { email, token } = await signUpNewAccount(client);
    const id = await submittedRequest(client, token, await seededSurveyId(server.database, 'find-a-plumber'));
    const say = (bodyHtml: string) =>
      client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
        token: concierge,
        body: { message: { body_html: bodyHtml } },
      });
    await client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
      token: concierge,
      body: { request: { state: 'in_progress' } },
    });
    await say(
      '<p>I found two plumbers free this week:</p><ul><li><strong>Tuesday</strong> 9–11</li><li>Thursday 14–16</li></ul>',
    );
    await say('<p>Which one suits you? Just <em>reply to this email</em>.</p>');
    server.clock.advance(DIGEST_WINDOW_MS);
    await server.app.notifications.runDueDigests();
    await server.app.outbox.drain();
    const [mail] = smtp.to(email);
    expect(mail?.parsed.html).toBeTruthy();

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 640, height: 480 } });
      // As a mail client shows it: no script runs in an email.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(String(mail?.parsed.html), { waitUntil: 'load' });
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(EMAIL_TEXTS.requesterSubject({ id, title: 'Find a plumber' }));
      expect(await page.locator('li strong').textContent()).toBe('Tuesday');
      expect(await page.getByRole('link', { name: EMAIL_TEXTS.openRequest }).getAttribute('href')).toBe(
        `http://app.test/requests/${id}`,
      );
      expect(await page.getByRole('link', { name: EMAIL_TEXTS.unsubscribe }).getAttribute('href')).toMatch(
        /^http:\/\/app\.test\/api\/v1\/notifications\/unsubscribe\?token=/,
      );
      await page.screenshot({ path: EMAIL_SCREENSHOT, fullPage: true });
    } finally {
      await browser.close();
    }
  });
});
