import { afterAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  getCurrentUser,
  GOOD_PASSWORD,
  messagesTo,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { EMAIL_CHANGE_TTL_MS } from './profile.js';
import { ACCOUNT_CHANGE_TEXTS as T } from './profile-texts.js';

const server = await startTestServer();
afterAll(() => server.close());
const { app, database } = server;

const send = (method: 'PATCH' | 'PUT' | 'POST', url: string, token: string | null, payload: unknown) =>
  app.inject({ method, url, headers: token ? authHeaders(token) : {}, payload: payload as object });
const linkIn = (body: string) => {
  const match = /\/confirm-email\/([\w-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no link in ${body}`);
  return match[1];
};

describe(onDb('the own profile'), () => {
  it('changes only the caller’s own name; the current user shows it at once', async () => {
    const ada = await signUpUser(app);
    const other = await signUpUser(app);
    const res = await send('PATCH', '/api/v1/users/profile', ada.token, {
      user: { name: ' Augusta ', last_name: 'King', id: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ full_name: 'Augusta King', name: 'Augusta', last_name: 'King' });
    expect((await getCurrentUser(app, ada.token)).json().user.full_name).toBe('Augusta King');
    expect((await getCurrentUser(app, other.token)).json().user.full_name).toBe('Ada Lovelace');
    expect(
      (await send('PATCH', '/api/v1/users/profile', ada.token, { user: { name: '', last_name: 'K' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('PATCH', '/api/v1/users/profile', null, { user: { name: 'A', last_name: 'K' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe(onDb('changing the password'), () => {
  it('needs the current password, and ends every other session but this one', async () => {
    const ada = await signUpUser(app);
    const otherDevice = String((await signIn(app, ada.email, GOOD_PASSWORD)).headers.authorization);
    const next = 'a whole new passphrase 77';
    const wrong = await send('PUT', '/api/v1/users/password_change', ada.token, {
      user: { current_password: 'not my password', password: next },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe(T.wrongPassword);
    expect((await getCurrentUser(app, otherDevice)).statusCode).toBe(200);

    const ok = await send('PUT', '/api/v1/users/password_change', ada.token, {
      user: { current_password: GOOD_PASSWORD, password: next },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await getCurrentUser(app, ada.token)).statusCode).toBe(200);
    expect((await getCurrentUser(app, otherDevice)).statusCode).toBe(401);
    expect((await signIn(app, ada.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, ada.email, next)).statusCode).toBe(200);
  });
});

describe(onDb('changing the email'), () => {
  it('changes nothing until the link sent to the new address is confirmed; the old address is told', async () => {
    const ada = await signUpUser(app);
    const newEmail = uniqueEmail('new');
    const wrong = await send('POST', '/api/v1/users/email_change', ada.token, {
      user: { email: newEmail, current_password: 'nope nope nope' },
    });
    expect(wrong.statusCode).toBe(422);
    const asked = await send('POST', '/api/v1/users/email_change', ada.token, {
      user: { email: newEmail.toUpperCase(), current_password: GOOD_PASSWORD },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await getCurrentUser(app, ada.token)).json().user.email).toBe(ada.email);
    const [mail] = await messagesTo(database, newEmail);
    expect(mail?.subject).toBe(T.confirmMail('').subject);
    const token = linkIn(mail!.body);

    const forged = await send('POST', '/api/v1/users/email_change/confirm', null, { token: `${token}x` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().error).toBe(T.linkInvalid);
    const confirmed = await send('POST', '/api/v1/users/email_change/confirm', null, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await getCurrentUser(app, ada.token)).json().user.email).toBe(newEmail);
    const [told] = await messagesTo(database, ada.email);
    expect(told).toMatchObject(T.changedMail(newEmail));
    expect((await send('POST', '/api/v1/users/email_change/confirm', null, { token })).statusCode).toBe(422);
    expect((await signIn(app, newEmail, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and an address another account took meanwhile', async () => {
    const ada = await signUpUser(app);
    const wanted = uniqueEmail('wanted');
    const ask = () =>
      send('POST', '/api/v1/users/email_change', ada.token, {
        user: { email: wanted, current_password: GOOD_PASSWORD },
      });
    expect((await ask()).statusCode).toBe(200);
    const expired = linkIn((await messagesTo(database, wanted))[0]!.body);
    server.clock.advance(EMAIL_CHANGE_TTL_MS + 1);
    expect(
      (await send('POST', '/api/v1/users/email_change/confirm', null, { token: expired })).statusCode,
    ).toBe(422);

    const fresh = await signUpUser(app);
    expect(
      (
        await send('POST', '/api/v1/users/email_change', fresh.token, {
          user: { email: wanted, current_password: GOOD_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const token = linkIn((await messagesTo(database, wanted))[0]!.body);
    await signUpUser(app, { email: wanted });
    const taken = await send('POST', '/api/v1/users/email_change/confirm', null, { token });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toBe(T.emailTaken);
  });
});
