import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { contract, WEBHOOK_EVENT_TYPES } from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config.js';
import { startTestServer } from '../testing/test-server.js';
import { DOCS_PATH } from './api-docs.js';

// The reference page in Chromium, under the site's CSP: every operation renders, nothing is refused.
// `UPDATE_SCREENSHOTS=1` also saves the README's picture (docs/api-reference.png).

const server = await startTestServer();
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('API reference page in Chromium', () => {
  it('renders every operation with no CSP violation or page error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      // Failed loads are checked by address below (this server has no web app, so no favicon).
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
        problems.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}${DOCS_PATH}`);
    await expect
      .poll(() => page.locator('.opblock').count(), { timeout: 20_000 })
      // The contract's endpoints, the four routes outside it (health, ready and the two file downloads), and
      // the webhooks section's one operation per event type (docs/webhooks.md).
      .toBe(Object.keys(contract).length + 4 + WEBHOOK_EVENT_TYPES.length);
    expect(await page.getByRole('heading', { name: /Concierge API/ }).count()).toBe(1);
    expect(await page.locator('.opblock-summary-path', { hasText: '/api/v1/users/sign_in' }).count()).toBe(1);
    expect(problems).toEqual([]);
    if (process.env.UPDATE_SCREENSHOTS) {
      await page.screenshot({ path: path.join(packageRoot, 'docs/api-reference.png') });
    }
    await page.close();
  });
});
