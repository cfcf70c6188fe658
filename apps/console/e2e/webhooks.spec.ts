import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { WEBHOOK_TEXTS as T } from '../src/routes/webhooks/webhook-texts';
import { ADMIN } from './support/accounts';
import { appOrigin } from './support/environment';
import { createRequestThroughApi } from './support/requests';
import { signInThroughConsole } from './support/ui';

// Webhooks in the console (docs/webhooks.md#the-console): an admin adds an endpoint from the form, sees
// its secret once, reads the delivery log of a real delivery (to a receiver on loopback) and redelivers
// from it. Retries and failures are the API's tests (apps/api/src/webhooks). Every screen and state checked with axe at 320 and 1280 px.

const received: string[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(String(request.headers['webhook-id']));
    response.writeHead(200).end('ok');
  });
});

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test('an admin adds an endpoint, reads its delivery log and redelivers', async ({ page }) => {
  const errors = watchForPageErrors(page);
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks-${Date.now()}`;

  await test.step('the empty list, then the form with its rules', async () => {
    await signInThroughConsole(page, ADMIN);
    await page.getByRole('link', { name: T.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByRole('button', { name: T.add })).toBeEnabled();
    await expectAccessible(page, 'the webhooks page');
    await page.getByRole('button', { name: T.add }).click();
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.urlRequired)).toBeVisible();
    await expect(page.getByText(T.eventsRequired)).toBeVisible();
    await expectAccessible(page, 'the endpoint form with its errors');
  });

  await test.step('saved: the secret is shown once', async () => {
    await page.getByLabel(T.url).fill(url);
    await page.getByLabel(T.description).fill('Ticketing bridge');
    // The chip is the checkbox's visible face; its input sits under the label's text, so the text is what a
    // user (and the test) clicks, as in the survey and search tests.
    const events = page.getByRole('group', { name: T.eventsLabel, exact: true });
    await events.getByText(T.event['request.created'], { exact: true }).click();
    await expect(events.getByRole('checkbox', { name: T.event['request.created'] })).toBeChecked();
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('heading', { name: T.secretHeading })).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await expectAccessible(page, 'the new endpoint’s secret');
    await page.getByRole('button', { name: T.secretDone }).click();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: url })).toBeVisible();
    await expectAccessible(page, 'the endpoints list');
  });

  await test.step('a new request is delivered: the attempt is in the log', async () => {
    const requester = await signUpThroughApi(appOrigin);
    await createRequestThroughApi(requester.token);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: T.logNamed(url) }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.logTitle })).toBeVisible();
    await expect(page.getByText(T.succeeded(200))).toBeVisible();
    await expectAccessible(page, 'the delivery log');
  });

  await test.step('redelivered from the log with the same webhook-id', async () => {
    const before = received.length;
    await page.getByRole('button', { name: T.redeliver }).first().click();
    await expect(page.getByText(T.redelivered)).toBeVisible();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(new Set(received).size).toBe(1);
    // The open log shows the new attempt without a reload.
    await expect(page.getByText(T.succeeded(200))).toHaveCount(2);
  });

  expect(errors()).toEqual([]);

  // After the check above: Chromium reports the unknown endpoint's 404 as a console error.
  await test.step('a log address that names no endpoint is a missing page, not an endless load', async () => {
    for (const address of ['/console/webhooks/abc', '/console/webhooks/999999']) {
      await page.goto(address);
      await expect(page.getByText(TEXTS.errors.notFound)).toBeVisible();
    }
  });
});
