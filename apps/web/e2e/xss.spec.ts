import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { conciergeClient, signUpThroughApi, tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';

// SECURITY.md, "HTML from the concierge": DOMPurify's own fixture payloads, rendered in Chromium — through
// the app's sanitizer alone (its invariants), and through the server and the request page (zero executions).

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = JSON.parse(readFileSync(path.join(here, 'fixtures/xss/dompurify-payloads.json'), 'utf8')) as {
  title: string;
  payload: string;
}[];

/** Counts every way a payload could run: dialogs, and a global marker some payloads set. */
async function trapExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__executions = 0;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = () => {
        w.__executions = Number(w.__executions) + 1;
      };
    }
  });
  return async () => ({
    dialogs,
    executions: await page.evaluate(() =>
      Number((window as unknown as Record<string, unknown>).__executions),
    ),
  });
}

/**
 * SECURITY.md's invariants, checked on the parsed result (not on the text, where an escaped `onerror=` or
 * a `title="javascript:…"` is harmless): no script element, no `on*` attribute, no dangerous URL.
 * Runs in the page; returns the problems found.
 */
function findDangers(html: string): string[] {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const problems: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data'];
  for (const element of Array.from(holder.content.querySelectorAll('*'))) {
    const name = element.tagName.toLowerCase();
    if (name === 'script') problems.push('a script element');
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`${name}[${attribute.name}]`);
      if (urlAttributes.includes(attribute.name.toLowerCase())) {
        // Browsers ignore control characters and spaces when reading a URL's scheme ("java\tscript:").
        const value = Array.from(attribute.value)
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^(?:javascript|vbscript):|^data:text\/html/.test(value))
          problems.push(`${name}[${attribute.name}]=${value}`);
      }
    }
  }
  return problems;
}

/** Waits until every image in the page has loaded or failed, so `onerror`-style payloads had their chance. */
const imagesSettled = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));

test('the app’s sanitizer keeps its invariants on every payload, in Chromium', async ({ page }) => {
  // The sanitizer module, bundled on the fly and served from the app's own origin (the CSP allows 'self').
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      lib: {
        entry: path.join(here, '../../../packages/ui/src/safe-html/sanitize-message-html.ts'),
        formats: ['iife'],
        name: 'SanitizeHarness',
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
  const code = output.output[0]?.code ?? '';
  await page.route('**/__sanitize-harness.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: code }),
  );
  const executions = await trapExecution(page);
  await page.goto('/sign-in');
  await page.addScriptTag({ url: '/__sanitize-harness.js' });

  await page.evaluate(`window.findDangers = ${findDangers.toString()}`);
  const failures = await page.evaluate((payloads) => {
    const findDangers = (window as unknown as { findDangers: (html: string) => string[] }).findDangers;
    const { sanitizeMessageHtml: sanitizeHtml } = (
      window as unknown as { SanitizeHarness: { sanitizeMessageHtml(html: string): string } }
    ).SanitizeHarness;
    const host = document.createElement('div');
    document.body.append(host);
    const problems: string[] = [];
    for (const { title, payload } of payloads) {
      let once: string;
      try {
        once = sanitizeHtml(payload);
      } catch (error) {
        problems.push(`${title}: threw ${String(error)}`);
        continue;
      }
      if (sanitizeHtml(once) !== once) problems.push(`${title}: sanitizing twice changed ${once}`);
      for (const danger of findDangers(once)) problems.push(`${title}: ${danger}`);
      const box = document.createElement('div');
      // The same sink SafeHtml uses (React sets innerHTML).
      box.innerHTML = once;
      host.append(box);
    }
    return problems;
  }, corpus);
  expect(failures).toEqual([]);
  await imagesSettled(page);
  expect(await executions()).toEqual({ dialogs: [], executions: 0 });
});

test('concierge messages made of every payload render on the request page without running anything', async ({
  page,
}) => {
  test.slow();
  const user = await signUpThroughApi();
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  const concierge = await conciergeClient();
  let posted = 0;
  for (const { payload } of corpus) {
    // The server may refuse a payload that sanitizes to nothing ('Write a message.'): that is a pass too.
    await concierge.postConciergeMessage(requestId, { bodyHtml: payload }).then(
      () => (posted += 1),
      () => undefined,
    );
  }
  expect(posted).toBeGreaterThan(corpus.length / 2);

  const executions = await trapExecution(page);
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByRole('article', { name: /^Message from / })).toHaveCount(posted);
  await imagesSettled(page);
  await page.evaluate(`window.findDangers = ${findDangers.toString()}`);
  const dangers = await page.locator('.cui-message-thread__body').evaluateAll((elements) => {
    const find = (window as unknown as { findDangers: (html: string) => string[] }).findDangers;
    return elements.flatMap((element) => find(element.innerHTML));
  });
  expect(dangers).toEqual([]);
  expect(await executions()).toEqual({ dialogs: [], executions: 0 });
});
