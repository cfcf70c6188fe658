import { connect } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCKOUT_THRESHOLD } from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  authHeaders,
  linkToken,
  outgoingMessagesTo,
  otpIn,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';
import { eq, sql } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import { redactUrl, serializeError } from './logging.js';

const server = await startTestServer({ config: { logLevel: 'trace' } });
const { app, database, logs } = server;
afterAll(() => server.close());

describe('redactUrl', () => {
  it('drops query values and the tokens of reset and unlock pages', () => {
    expect(redactUrl('/api/v1/users/unlock?unlock_token=abc&x=1')).toBe(
      '/api/v1/users/unlock?unlock_token=[redacted]&x=[redacted]',
    );
    expect(redactUrl('/reset-password/abc')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/unlock/abc')).toBe('/unlock/[redacted]');
    expect(redactUrl('/abc/unlock')).toBe('/[redacted]/unlock');
    expect(redactUrl('/reset-password/abc/unlock')).toBe('/reset-password/[redacted]/unlock');
    expect(redactUrl('/console/accept-invite/abc')).toBe('/console/accept-invite/[redacted]');
    expect(redactUrl('/requests/42')).toBe('/requests/42');
  });

  it('drops the tokens of the email-change pages: the confirm link and the old address’s cancel link', () => {
    expect(redactUrl('/confirm-email/abc')).toBe('/confirm-email/[redacted]');
    expect(redactUrl('/cancel-email-change/abc')).toBe('/cancel-email-change/[redacted]');
  });
});

describe(onDb('logs'), () => {
  it('never carry a token, password, code or MFA token, across every account flow', async () => {
    const secrets: string[] = [];
    const { email, password, token } = await signUpUser(app, { password: 'log-scan password 1234' });
    secrets.push(password, token);
    const signedIn = await signIn(app, email, password);
    secrets.push(String(signedIn.headers.authorization));

    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: '+15550109999' },
    });
    const [otpMessage] = await outgoingMessagesTo(database, '+15550109999');
    const otp = otpIn(otpMessage!.body);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/mfa/verify',
      headers: authHeaders(token),
      payload: { otp },
    });
    const mfaToken = String(verified.headers['mfa-token']);
    secrets.push(otp, mfaToken);
    await app.inject({ url: '/api/v1/users/current', headers: authHeaders(token, mfaToken) });

    await app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { user: { email } } });
    const resetToken = linkToken((await outgoingMessagesTo(database, email))[0]!.body, 'reset-password');
    const newPassword = 'log-scan new password 5678';
    secrets.push(resetToken, newPassword);
    await app.inject({ url: `/reset-password/${resetToken}` });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/users/password',
      payload: {
        reset_password_token: resetToken,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });

    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) await signIn(app, email, 'log-scan wrong password');
    secrets.push('log-scan wrong password');
    const unlockToken = linkToken((await outgoingMessagesTo(database, email))[0]!.body, 'unlock');
    secrets.push(unlockToken);
    await app.inject({ url: `/unlock/${unlockToken}` });
    await app.inject({ url: `/api/v1/users/unlock?unlock_token=${unlockToken}` });

    // A body the JSON parser chokes on: its error message would quote it.
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: `{"user":{"email":"${email}","password":"log-scan broken json secret"`,
    });
    secrets.push('log-scan broken json secret');

    // The dev transport logs a line per delivered message.
    expect((await app.outbox.drain()).sent).toBeGreaterThanOrEqual(3);

    expect(logs.length).toBeGreaterThan(20);
    expect(logs.some((line) => line.includes('/api/v1/users/sign_in'))).toBe(true);
    expect(logs.some((line) => line.includes('delivered to the dev outbox'))).toBe(true);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      const leaking = logs.filter((line) => line.includes(secret));
      expect(leaking, `a log line carries ${secret}`).toEqual([]);
    }
  });
});

describe(onDb('a client that goes away'), () => {
  it('logs a body cut short by the client at debug, never as an error or a database outage', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = logs.length;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/users/sign_in HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
        'content-length: 1000\r\n\r\n{"user":{"email":"half',
    );
    // The server has the headers and part of the body when the client leaves.
    await vi.waitFor(() =>
      expect(logs.slice(before).some((line) => line.includes('incoming request'))).toBe(true),
    );
    socket.destroy();
    await vi.waitFor(() =>
      expect(logs.slice(before).some((line) => /aborted|unavailable|request failed/.test(line))).toBe(true),
    );
    const lines = logs.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.find((line) => line.msg === 'client aborted the request')?.level).toBe(20);
  });
});

describe(onDb('database errors in the log'), () => {
  it('mask the input value in the message of the error and of every cause', async () => {
    const value = '99999999999';
    const error = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql`${value}::integer`))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    const serialized = JSON.stringify(serializeError(error as Error));
    expect(serialized).toContain('22003');
    expect(serialized).not.toContain(value);
    expect(serialized).not.toMatch(/out of range/);
  });
});
