import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';

// A page on another origin calls the API from Chromium, as a partner's site or an admin tool built on
// @concierge/api-client would. The page server answers on one port under two host names: 127.0.0.1 is
// in CORS_ORIGINS, localhost is not (another origin all the same).

const pages = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>partner</title>');
});
await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
const pagePort = (pages.address() as AddressInfo).port;
const allowedOrigin = `http://127.0.0.1:${pagePort}`;

const server = await startTestServer({ config: { corsOrigins: [allowedOrigin] } });
const api = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
afterAll(async () => {
  await browser.close();
  await server.close();
  await new Promise((resolve) => pages.close(resolve));
});

/** Signs up from a page on `origin`, then reads the current user with the token it got back. */
async function signUpFrom(origin: string) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const result = await page.evaluate(
    async ({ api, email, password }) => {
      try {
        const signUp = await fetch(`${api}/api/v1/users/sign_up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            user: { email, password, name: 'Ada', last_name: 'Lovelace', terms_of_service: 1 },
          }),
        });
        const token = signUp.headers.get('authorization');
        const current = await fetch(`${api}/api/v1/users/current`, {
          headers: { authorization: token ?? '' },
        });
        return { status: signUp.status, token, currentStatus: current.status };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { api, email: uniqueEmail('cors'), password: GOOD_PASSWORD },
  );
  await page.close();
  return result;
}

describe('CORS in Chromium', () => {
  it('lets a page on an allowed origin sign up, read the authorization header and call with it', async () => {
    const result = await signUpFrom(allowedOrigin);
    expect(result).toMatchObject({ status: 200, currentStatus: 200 });
    expect(result.token).toMatch(/\S{20,}/);
  });

  it('keeps a page on any other origin out', async () => {
    expect(await signUpFrom(`http://localhost:${pagePort}`)).toEqual({ error: 'TypeError: Failed to fetch' });
  });
});
