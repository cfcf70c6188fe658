import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from './messages.js';
import { LOCKOUT_MS, LOCKOUT_THRESHOLD, UNLOCK_TOKEN_TTL_MS } from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { getCurrentUser, linkToken, messagesTo, signIn, signUpUser } from '../testing/api-calls.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());

async function failSignIns(email: string, times: number) {
  for (let i = 0; i < times; i += 1)
    expect((await signIn(app, email, 'wrong password, sorry')).statusCode).toBe(401);
}

const unlock = (token: string) => app.inject({ url: `/api/v1/users/unlock?unlock_token=${token}` });

describe(onDb('lockout'), () => {
  it('locks at the 10th consecutive failure, not before', async () => {
    expect(LOCKOUT_THRESHOLD).toBe(10);
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect(await messagesTo(database, email)).toHaveLength(0);
    await failSignIns(email, 1);
    const locked = await signIn(app, email, password);
    expect(locked.statusCode).toBe(401);
    // Keycloak's test: while locked, the right password gets the wrong password's answer.
    expect(locked.json()).toEqual({ error: ACCOUNT_ERRORS.invalidCredentials, code: 'invalid-credentials' });
    expect(locked.headers.authorization).toBeUndefined();
  });

  it('resets the counter on a successful sign-in', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  });

  it('counts case variants of the email as one account', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email.toUpperCase(), LOCKOUT_THRESHOLD / 2);
    await failSignIns(email, LOCKOUT_THRESHOLD / 2);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
  });

  it('ends the sessions of a locked account until it is unlocked', async () => {
    const { email, token } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    expect((await getCurrentUser(app, token)).statusCode).toBe(401);
    const [message] = await messagesTo(database, email);
    expect((await unlock(linkToken(message!.body, 'unlock'))).statusCode).toBe(200);
    expect((await getCurrentUser(app, token)).statusCode).toBe(200);
  });

  it('emails one unlock link in the same transaction as the lock; the link works once', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD + 2);
    const messages = await messagesTo(database, email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'unlock', channel: 'email', sentAt: null });
    const token = linkToken(messages[0]!.body, 'unlock');
    expect(messages[0]!.body).toContain(`http://app.test/unlock/${token}`);

    const first = await unlock(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await signIn(app, email, password)).statusCode).toBe(200);

    const replay = await unlock(token);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ error: ACCOUNT_ERRORS.unlockInvalid, code: 'unlock-token-invalid' });
  });

  it('lets the unlock link expire after 1 hour', async () => {
    expect(UNLOCK_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    const { email } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    const [message] = await messagesTo(database, email);
    clock.advance(UNLOCK_TOKEN_TTL_MS);
    expect((await unlock(linkToken(message!.body, 'unlock'))).statusCode).toBe(422);
  });

  it('unlocks by itself after 1 hour, with a fresh counter', async () => {
    expect(LOCKOUT_MS).toBe(60 * 60 * 1000);
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    clock.advance(LOCKOUT_MS - 1000);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    clock.advance(1000);
    // One failure after the lock lifted does not lock again: the count started over.
    await failSignIns(email, 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  });

  it('answers an unknown unlock token with 422 and a missing one with 400', async () => {
    expect((await unlock('not-a-token')).statusCode).toBe(422);
    const missing = await app.inject({ url: '/api/v1/users/unlock' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation' });
  });
});
