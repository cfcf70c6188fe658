import { afterAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  getCurrentUser,
  GOOD_PASSWORD,
  linkToken,
  outgoingMessagesTo,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { LOCKOUT_THRESHOLD } from '../policy.js';
import { EMAIL_CHANGE_TTL_MS } from './profile.js';
import { emailChangeTokens } from './profile-tables.js';
import { ACCOUNT_CHANGE_TEXTS as T } from './profile-texts.js';

const server = await startTestServer();
afterAll(() => server.close());
const { app, database } = server;

const send = (method: 'PATCH' | 'PUT' | 'POST', url: string, token: string | null, payload: unknown) =>
  app.inject({ method, url, headers: token ? authHeaders(token) : {}, payload: payload as object });
const linkIn = (body: string, page: 'confirm-email' | 'cancel-email-change' = 'confirm-email') => {
  const match = new RegExp(`/${page}/([\\w-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no link in ${body}`);
  return match[1];
};
const askEmailChange = (token: string, email: string, current_password = GOOD_PASSWORD) =>
  send('POST', '/api/v1/users/email_change', token, { user: { email, current_password } });
const confirmChange = (token: string) => send('POST', '/api/v1/users/email_change/confirm', null, { token });
const cancelChange = (token: string) => send('POST', '/api/v1/users/email_change/cancel', null, { token });
const changePassword = (token: string, current_password: string, password = 'a whole new passphrase 77') =>
  send('PUT', '/api/v1/users/password_change', token, { user: { current_password, password } });

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
    const [mail] = await outgoingMessagesTo(database, newEmail);
    expect(mail?.subject).toBe(T.confirmMail('').subject);
    const token = linkIn(mail!.body);

    const forged = await send('POST', '/api/v1/users/email_change/confirm', null, { token: `${token}x` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().error).toBe(T.linkInvalid);
    const confirmed = await send('POST', '/api/v1/users/email_change/confirm', null, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await getCurrentUser(app, ada.token)).json().user.email).toBe(newEmail);
    const [told] = await outgoingMessagesTo(database, ada.email);
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
    const expired = linkIn((await outgoingMessagesTo(database, wanted))[0]!.body);
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
    const token = linkIn((await outgoingMessagesTo(database, wanted))[0]!.body);
    await signUpUser(app, { email: wanted });
    const taken = await send('POST', '/api/v1/users/email_change/confirm', null, { token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: T.emailTaken, code: 'email-taken' });
  });
});

describe(onDb('pending email changes the owner can stop'), () => {
  it('tells the old address when a change is asked, with a cancel link that ends it on an explicit POST', async () => {
    const ada = await signUpUser(app);
    const wanted = uniqueEmail('taker');
    expect((await askEmailChange(ada.token, wanted)).statusCode).toBe(200);
    const [notice] = await outgoingMessagesTo(database, ada.email);
    expect(notice).toMatchObject({ kind: 'email-change-requested', channel: 'email' });
    expect(notice?.subject).toBe(T.requestedMail(wanted, '').subject);
    expect(notice?.body).toContain(wanted);
    const cancel = linkIn(notice!.body, 'cancel-email-change');
    expect(notice?.body).toContain(`http://app.test/cancel-email-change/${cancel}`);
    // Only the digest is kept, as for the confirm link.
    expect(JSON.stringify(await database.db.select().from(emailChangeTokens))).not.toContain(cancel);

    expect((await cancelChange(`${cancel}x`)).statusCode).toBe(422);
    const cancelled = await cancelChange(cancel);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // A second click says the same; the confirm link is dead and the email unchanged.
    expect((await cancelChange(cancel)).statusCode).toBe(200);
    const confirm = linkIn((await outgoingMessagesTo(database, wanted))[0]!.body);
    const refused = await confirmChange(confirm);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(T.linkInvalid);
    expect((await getCurrentUser(app, ada.token)).json().user.email).toBe(ada.email);
  });

  it('cannot cancel a change that was already confirmed', async () => {
    const ada = await signUpUser(app);
    const wanted = uniqueEmail('moved');
    await askEmailChange(ada.token, wanted);
    const cancel = linkIn((await outgoingMessagesTo(database, ada.email))[0]!.body, 'cancel-email-change');
    expect(
      (await confirmChange(linkIn((await outgoingMessagesTo(database, wanted))[0]!.body))).statusCode,
    ).toBe(200);
    const late = await cancelChange(cancel);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: T.cancelInvalid, code: 'email-change-cancel-invalid' });
  });

  it('ends a pending email change when the password changes, when it is reset, and when a newer change is asked', async () => {
    const ada = await signUpUser(app);
    const first = uniqueEmail('first');
    await askEmailChange(ada.token, first);
    expect((await changePassword(ada.token, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(
      (await confirmChange(linkIn((await outgoingMessagesTo(database, first))[0]!.body))).statusCode,
    ).toBe(422);

    const password = 'a whole new passphrase 77';
    const older = uniqueEmail('older');
    const newer = uniqueEmail('newer');
    await askEmailChange(ada.token, older, password);
    await askEmailChange(ada.token, newer, password);
    expect(
      (await confirmChange(linkIn((await outgoingMessagesTo(database, older))[0]!.body))).statusCode,
    ).toBe(422);

    await send('POST', '/api/v1/users/password', null, { user: { email: ada.email } });
    const reset = linkToken((await outgoingMessagesTo(database, ada.email))[0]!.body, 'reset-password');
    const resetDone = await send('PUT', '/api/v1/users/password', null, {
      reset_password_token: reset,
      password: 'reset to something else 88',
      password_confirmation: 'reset to something else 88',
    });
    expect(resetDone.statusCode, resetDone.body).toBe(200);
    expect(
      (await confirmChange(linkIn((await outgoingMessagesTo(database, newer))[0]!.body))).statusCode,
    ).toBe(422);
    const signedIn = await signIn(app, ada.email, 'reset to something else 88');
    expect((await getCurrentUser(app, String(signedIn.headers.authorization))).json().user.email).toBe(
      ada.email,
    );
  });

  it('answers 409, never 500, when confirms for one address race', async () => {
    const wanted = uniqueEmail('contested');
    const links: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await signUpUser(app);
      expect((await askEmailChange(user.token, wanted)).statusCode).toBe(200);
      links.push(linkIn((await outgoingMessagesTo(database, wanted))[0]!.body));
    }
    const answers = await Promise.all(links.map((token) => confirmChange(token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json()).toEqual({ error: T.emailTaken, code: 'email-taken' });
  });
});

describe(onDb('a wrong current password on the account page'), () => {
  it('counts toward the sign-in lockout, and locks as sign-in does', async () => {
    const ada = await signUpUser(app);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i += 1) {
      const wrong =
        i % 2 === 0
          ? await changePassword(ada.token, 'not my password at all')
          : await askEmailChange(ada.token, uniqueEmail(), 'not my password at all');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error: T.wrongPassword, code: 'wrong-password' });
    }
    expect(await outgoingMessagesTo(database, ada.email)).toHaveLength(0);
    // The tenth failure, at the sign-in form, locks the account: the counter is the sign-in's.
    expect((await signIn(app, ada.email, 'not my password at all')).statusCode).toBe(401);
    expect((await outgoingMessagesTo(database, ada.email))[0]).toMatchObject({ kind: 'unlock' });
    expect((await signIn(app, ada.email, GOOD_PASSWORD)).statusCode).toBe(401);
    // While locked, the account page takes no password either, not even the right one.
    const locked = await changePassword(ada.token, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: T.accountLocked, code: 'account-locked' });
    expect((await askEmailChange(ada.token, uniqueEmail())).statusCode).toBe(422);
    // The session itself goes on (a lock stops guessing, it signs nobody out).
    expect((await getCurrentUser(app, ada.token)).statusCode).toBe(200);
  });

  it('locks on the account page alone after 10 wrong current passwords, and a right one resets the count', async () => {
    const ada = await signUpUser(app);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i += 1)
      await changePassword(ada.token, 'not my password at all');
    expect((await askEmailChange(ada.token, uniqueEmail())).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i += 1)
      await changePassword(ada.token, 'not my password at all');
    expect((await signIn(app, ada.email, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) await changePassword(ada.token, 'not my password at all');
    expect((await outgoingMessagesTo(database, ada.email))[0]).toMatchObject({ kind: 'unlock' });
    expect((await signIn(app, ada.email, GOOD_PASSWORD)).statusCode).toBe(401);
  });
});
