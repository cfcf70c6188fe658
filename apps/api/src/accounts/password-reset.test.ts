import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from './texts.js';
import { LOCKOUT_THRESHOLD, RESET_TOKEN_TTL_MS } from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { getCurrentUser, linkToken, outgoingMessagesTo, signIn, signUpUser } from '../testing/api-calls.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());

const NEW_PASSWORD = 'a brand new passphrase 7';

const requestReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { user: { email } } });

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/users/password',
    payload: { reset_password_token: token, password, password_confirmation: confirmation },
  });

async function resetTokenFor(email: string) {
  expect((await requestReset(email)).statusCode).toBe(200);
  const [message] = await outgoingMessagesTo(database, email);
  expect(message).toMatchObject({ kind: 'reset', channel: 'email' });
  return linkToken(message!.body, 'reset-password');
}

describe(onDb('forgot password'), () => {
  it('answers the same status and body whether the email has an account or not', async () => {
    const { email } = await signUpUser(app);
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true });
    expect(unknown.body).toBe(known.body);
  });

  it('queues a reset link only for a real account', async () => {
    const stranger = uniqueEmail();
    await requestReset(stranger);
    expect(await outgoingMessagesTo(database, stranger)).toHaveLength(0);
    const { email } = await signUpUser(app);
    const token = await resetTokenFor(email);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('holds both answers to the same floor, so their times match', async () => {
    const floored = await startTestServer({
      database,
      config: { enumerationFloorMs: 120, seed: false },
    });
    try {
      const { email } = await signUpUser(floored.app);
      for (const address of [email, uniqueEmail()]) {
        const startedAt = performance.now();
        const res = await floored.app.inject({
          method: 'POST',
          url: '/api/v1/users/password',
          payload: { user: { email: address } },
        });
        expect(res.statusCode).toBe(200);
        // A lower bound only (timers never fire early): both paths wait for the same floor.
        expect(performance.now() - startedAt).toBeGreaterThanOrEqual(119);
      }
    } finally {
      await floored.close();
    }
  });
});

describe(onDb('reset password'), () => {
  it('sets the new password, which then signs in; the old one no longer does', async () => {
    const { email, password } = await signUpUser(app);
    const res = await reset(await resetTokenFor(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // It signs nobody in: no token comes back.
    expect(res.headers.authorization).toBeUndefined();
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
  });

  it('revokes every session of the user', async () => {
    const { email, password, token } = await signUpUser(app);
    const other = String((await signIn(app, email, password)).headers.authorization);
    await reset(await resetTokenFor(email));
    expect((await getCurrentUser(app, token)).statusCode).toBe(401);
    expect((await getCurrentUser(app, other)).statusCode).toBe(401);
  });

  it('works once: a replayed link answers 422 with the message in error and status', async () => {
    const { email } = await signUpUser(app);
    const token = await resetTokenFor(email);
    expect((await reset(token)).statusCode).toBe(200);
    const replay = await reset(token, 'yet another passphrase 9');
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      error: ACCOUNT_ERRORS.resetInvalid,
      status: ACCOUNT_ERRORS.resetInvalid,
      code: 'reset-token-invalid',
    });
  });

  it('expires 1 hour after it was sent', async () => {
    expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    const { email } = await signUpUser(app);
    const token = await resetTokenFor(email);
    clock.advance(RESET_TOKEN_TTL_MS);
    expect((await reset(token)).json()).toMatchObject({ status: ACCOUNT_ERRORS.resetInvalid });
  });

  it('keeps only the newest link alive', async () => {
    const { email } = await signUpUser(app);
    const older = await resetTokenFor(email);
    const newer = await resetTokenFor(email);
    expect((await reset(older)).statusCode).toBe(422);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('unlocks a locked account', async () => {
    const { email } = await signUpUser(app);
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) await signIn(app, email, 'wrong password, sorry');
    await reset(await resetTokenFor(email));
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('repeats validation failures in status too, and keeps the token alive', async () => {
    const { email } = await signUpUser(app);
    const token = await resetTokenFor(email);
    const mismatch = await reset(token, NEW_PASSWORD, 'something else entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: 'The passwords do not match.',
      status: 'The passwords do not match.',
      code: 'validation',
    });
    const common = await reset(token, 'password1234');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ status: ACCOUNT_ERRORS.commonPassword });
    expect((await reset(token)).statusCode).toBe(200);
  });
});
