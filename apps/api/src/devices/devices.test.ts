import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_LAST_SEEN_INTERVAL_MS, SessionListResponse } from '@concierge/api-client';
import { digestToken } from '../accounts/tokens.js';
import { authHeaders, getCurrentUser, GOOD_PASSWORD, signIn, signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// Forwarded addresses are believed here (TRUST_PROXY), so each "device" can come from its own network.
const server = await startTestServer({ config: { trustProxy: true } });
afterAll(() => server.close());
const { app, clock } = server;

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const from = (userAgent: string, ip: string) => ({ 'user-agent': userAgent, 'x-forwarded-for': ip });

/** Ada signed up on a Mac (one network) and then signed in on an iPhone (another). */
async function adaOnTwoDevices() {
  const ada = await signUpUser(app);
  const laptop = String(
    (await signIn(app, ada.email, GOOD_PASSWORD, from(CHROME_MAC, '203.0.113.7'))).headers.authorization,
  );
  const phone = String(
    (await signIn(app, ada.email, GOOD_PASSWORD, from(SAFARI_IPHONE, '2001:db8:1:2::9'))).headers
      .authorization,
  );
  return { ...ada, laptop, phone };
}

const listSessions = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/v1/users/sessions', headers: { ...authHeaders(token), ...headers } });
const sessionsOf = async (token: string) => {
  const res = await listSessions(token);
  expect(res.statusCode, res.body).toBe(200);
  return SessionListResponse.parse(res.json()).sessions;
};
const signOutSession = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/users/sessions/${id}`, headers: authHeaders(token) });
const signOutOthers = (token: string) =>
  app.inject({ method: 'DELETE', url: '/api/v1/users/other_sessions', headers: authHeaders(token) });

describe(onDb('signed-in devices'), () => {
  it('lists every live session with browser, OS and network, the current one marked, and no secret', async () => {
    const ada = await adaOnTwoDevices();
    const res = await listSessions(ada.phone);
    const { sessions } = SessionListResponse.parse(res.json());
    // The sign-up session (no user agent, loopback), the laptop and the phone; this device first.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari 18',
      os: 'iOS',
      device_type: 'mobile',
      place: { kind: 'network', network: '2001:db8:1::/48' },
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Chrome 126',
      os: 'macOS',
      device_type: 'desktop',
      place: { kind: 'network', network: '203.0.113.x' },
      created_at: clock.now().toISOString(),
      last_seen_at: clock.now().toISOString(),
    });
    expect(sessions[2]).toMatchObject({ current: false, browser: null, place: { kind: 'local' } });
    expect(new Set(sessions.map((session) => session.id)).size).toBe(3);
    for (const token of [ada.token, ada.laptop, ada.phone]) {
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(digestToken(token));
    }
    expect(res.body).not.toContain('203.0.113.7');
  });

  it('writes the last-seen time (and where from) at most once per interval', async () => {
    const ada = await adaOnTwoDevices();
    const signedInAt = clock.now().toISOString();
    const laptopSeen = async () => (await sessionsOf(ada.phone)).find((s) => s.browser === 'Chrome 126');

    clock.advance(SESSION_LAST_SEEN_INTERVAL_MS - 1000);
    await getCurrentUser(app, ada.laptop);
    expect(await laptopSeen()).toMatchObject({ last_seen_at: signedInAt, place: { network: '203.0.113.x' } });

    clock.advance(1000);
    const res = await app.inject({
      url: '/api/v1/users/current',
      headers: { ...authHeaders(ada.laptop), ...from(FIREFOX_WINDOWS, '198.51.100.20') },
    });
    expect(res.statusCode).toBe(200);
    const seenAt = clock.now().toISOString();
    const moved = (await sessionsOf(ada.phone)).find((s) => s.last_seen_at === seenAt && !s.current);
    expect(moved).toMatchObject({
      browser: 'Firefox 133',
      os: 'Windows',
      place: { kind: 'network', network: '198.51.100.x' },
      created_at: signedInAt,
    });
  });

  it('signs out one other session: its next request is 401, the rest go on', async () => {
    const ada = await adaOnTwoDevices();
    const laptopId = (await sessionsOf(ada.phone)).find((s) => s.browser === 'Chrome 126')!.id;
    const res = await signOutSession(ada.phone, laptopId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await getCurrentUser(app, ada.laptop)).statusCode).toBe(401);
    expect((await getCurrentUser(app, ada.phone)).statusCode).toBe(200);
    expect((await getCurrentUser(app, ada.token)).statusCode).toBe(200);
    expect((await sessionsOf(ada.phone)).map((s) => s.id)).not.toContain(laptopId);
    // Ended already: the same 404 as an unknown id.
    expect((await signOutSession(ada.phone, laptopId)).statusCode).toBe(404);
  });

  it('signs out the current session like sign-out does', async () => {
    const ada = await adaOnTwoDevices();
    const current = (await sessionsOf(ada.phone)).find((s) => s.current)!;
    expect((await signOutSession(ada.phone, current.id)).statusCode).toBe(200);
    expect((await getCurrentUser(app, ada.phone)).statusCode).toBe(401);
    expect((await getCurrentUser(app, ada.laptop)).statusCode).toBe(200);
  });

  it('signs out everywhere else, keeping only this session', async () => {
    const ada = await adaOnTwoDevices();
    const res = await signOutOthers(ada.laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, signed_out: 2 });
    expect((await getCurrentUser(app, ada.phone)).statusCode).toBe(401);
    expect((await getCurrentUser(app, ada.token)).statusCode).toBe(401);
    expect((await getCurrentUser(app, ada.laptop)).statusCode).toBe(200);
    const left = await sessionsOf(ada.laptop);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, browser: 'Chrome 126' });
    expect((await signOutOthers(ada.laptop)).json()).toEqual({ success: true, signed_out: 0 });
  });

  it('cannot sign out another user’s session: 404, and that session goes on', async () => {
    const ada = await adaOnTwoDevices();
    const mallory = await signUpUser(app);
    const adaLaptopId = (await sessionsOf(ada.phone)).find((s) => s.browser === 'Chrome 126')!.id;
    const res = await signOutSession(mallory.token, adaLaptopId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not-found' });
    expect((await getCurrentUser(app, ada.laptop)).statusCode).toBe(200);
    // Mallory's list never shows Ada's sessions; everywhere-else ends none of them.
    expect((await sessionsOf(mallory.token)).map((s) => s.id)).not.toContain(adaLaptopId);
    await signOutOthers(mallory.token);
    expect((await getCurrentUser(app, ada.laptop)).statusCode).toBe(200);
    expect((await signOutSession(ada.phone, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await signOutSession(ada.phone, 'not-a-session-id')).statusCode).toBe(400);
    expect((await listSessions('no-such-token')).statusCode).toBe(401);
  });

  it('ends every other session when the password changes, keeping the current one', async () => {
    const ada = await adaOnTwoDevices();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/password_change',
      headers: authHeaders(ada.laptop),
      payload: { user: { current_password: GOOD_PASSWORD, password: 'a fresh long passphrase 19' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getCurrentUser(app, ada.phone)).statusCode).toBe(401);
    expect((await getCurrentUser(app, ada.token)).statusCode).toBe(401);
    const left = await sessionsOf(ada.laptop);
    expect(left.map((s) => [s.current, s.browser])).toEqual([[true, 'Chrome 126']]);
  });
});
