import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsp, REQUIRED_CSP } from './csp.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../../src/testing/http-test-client.js';
import { onDb } from '../../src/testing/test-database.js';
import { startTestServer } from '../../src/testing/test-server.js';

// SECURITY.md, HTML from the concierge: every payload of DOMPurify's fixtures and of the OWASP XSS filter
// evasion cheat sheet, posted by the concierge, sanitized by the server, then rendered by the built web app
// (its SafeHtml, DOMPurify again) in Chromium for the requester: zero script executions.

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../../web/dist');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const dompurify = readJson(path.resolve(here, '../../src/testing/fixtures/dompurify-payloads.json'));
const owasp = readJson(path.resolve(here, '../../src/testing/fixtures/owasp-xss-vectors.json')) as {
  vectors: string[];
};
const PAYLOADS = [
  ...(dompurify as { payload: string }[]).map((fixture) => fixture.payload),
  ...owasp.vectors,
];
/** The last message: once it shows, every payload before it has been rendered. */
const SENTINEL = 'xss-corpus-rendered';
/** Messages per request, so one page never carries the whole corpus. */
const PER_REQUEST = 150;

/** What the page-side functions touch (they run in Chromium; this package compiles without DOM types). */
interface PageGlobals {
  __xss: number;
  alert(message?: string): void;
  localStorage: { setItem(key: string, value: string): void };
  [name: string]: unknown;
}

if (!existsSync(path.join(webDist, 'index.html'))) {
  // The web app is a devDependency of api: turbo builds it before this package's tests.
  throw new Error(`build the web app first (pnpm --filter web build): no ${webDist}/index.html`);
}

const server = await startTestServer({ config: { webDist } });
const client = await listenForTests(server.app);
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  await server.close();
});

const concierge = await signInDemo(client, 1);
const requester = await signUpNewAccount(client, 'Reader');
const survey = await seededSurveyId(server.database, 'plan-a-trip');

/** Posts the payloads as concierge messages on fresh requests of the requester; answers the request ids. */
async function postCorpus(): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < PAYLOADS.length; start += PER_REQUEST) {
    const id = await submittedRequest(client, requester.token, survey);
    const chunk = [...PAYLOADS.slice(start, start + PER_REQUEST), `<p>${SENTINEL}</p>`];
    for (const body_html of chunk) {
      const res = await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
        token: concierge,
        body: { message: { body_html } },
      });
      // 400: a blank payload; 422: nothing was left after sanitizing. Never a 5xx.
      expect([200, 400, 422], body_html).toContain(res.status);
    }
    ids.push(id);
  }
  return ids;
}

describe(onDb('XSS corpus rendered in Chromium'), () => {
  // A whole corpus posted and rendered page by page in a real browser: minutes on a loaded 2-core machine,
  // so its own time limit (a limit on the harness, not a timing assertion).
  it(
    `executes none of the ${PAYLOADS.length} payloads on the requester’s request page`,
    { timeout: 180_000 },
    async () => {
      const ids = await postCorpus();
      browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      const context = await browser.newContext({ baseURL: client.base });
      await context.addInitScript(
        ({ token, expiresAt }) => {
          const w = globalThis as unknown as PageGlobals;
          w.__xss = 0;
          // Every payload of both corpora ends in alert/confirm/prompt or sets a global marker.
          for (const name of ['alert', 'confirm', 'prompt', 'print']) {
            w[name] = () => {
              w.__xss = Number(w.__xss) + 1;
            };
          }
          w.localStorage.setItem('concierge.auth.token', token);
          w.localStorage.setItem('concierge.auth.tokenExpiresAt', expiresAt);
          w.localStorage.setItem(
            'concierge.auth.flow',
            JSON.stringify({
              version: 1,
              status: 'signedIn',
              mfa: { verificationRequired: false, required: false, enrollmentAvailable: false },
              redirectToOnboarding: false,
              returnPath: null,
            }),
          );
        },
        { token: requester.token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      );
      // The live stream stays open for as long as the page does, so the page would never be network-idle:
      // refused here (the client then stops asking), the page's loads settle as before.
      await context.route('**/api/v1/live/events', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: '{"error":"not here","code":"forbidden"}',
        }),
      );
      const page = await context.newPage();
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });

      for (const id of ids) {
        const response = await page.goto(`/requests/${id}`);
        expect(parseCsp(response?.headers()['content-security-policy'])).toMatchObject(REQUIRED_CSP);
        await page.getByText(SENTINEL).waitFor({ timeout: 20_000 });
        // Give error/load handlers of broken images and media their turn.
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__xss)).toBe(0);
      }
      expect(dialogs).toBe(0);
      // The control: a script that does run is counted, so the zeros above are real.
      await page.evaluate(() => (globalThis as unknown as PageGlobals).alert('control'));
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__xss)).toBe(1);
    },
  );
});
