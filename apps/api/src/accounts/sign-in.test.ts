import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse, SignInResponse, SignUpData, SignUpResponse } from '@concierge/api-client';
import { DEMO_COMPANY, DEMO_USERS, INTERNAL_COMPANY } from './demo.js';
import { ACCOUNT_ERRORS } from './texts.js';
import { createCompanyInvite } from './invites.js';
import { companyInvites, sessions } from './tables.js';
import { ARGON2_PRODUCTION, INVITE_TTL_MS, SESSION_TTL_MS } from '../policy.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { GOOD_PASSWORD, authHeaders, getCurrentUser, signIn, signUpUser } from '../testing/api-calls.js';

const server = await startTestServer();
const { app, clock } = server;
afterAll(() => server.close());

const signUpPayload = (user: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1/users/sign_up',
  payload: { user: { name: 'Ada', last_name: 'Lovelace', terms_of_service: 1, ...user } },
});

describe(onDb('sign-up'), () => {
  it('creates the account, answers data with the email, and signs it in', async () => {
    const email = uniqueEmail();
    const res = await app.inject(signUpPayload({ email, password: GOOD_PASSWORD }));
    expect(res.statusCode).toBe(200);
    const body = SignUpResponse.parse(res.json());
    expect(SignUpData.parse(JSON.parse(body.data))).toEqual({ email });
    expect(body.mfa_enrollment_available).toBe(true);
    expect(Date.parse(body.expires_at) - clock.now().getTime()).toBe(SESSION_TTL_MS);
    const me = await getCurrentUser(app, String(res.headers.authorization));
    expect(CurrentUserResponse.parse(me.json()).user).toMatchObject({
      email,
      full_name: 'Ada Lovelace',
      company: null,
      request_count: 0,
      role: 'user',
      mfa_phone: null,
    });
  });

  it('joins the company of a known slug, whatever its case', async () => {
    const { token } = await signUpUser(app, { company_slug: DEMO_COMPANY.slug.toUpperCase() });
    const me = await getCurrentUser(app, token);
    expect(me.json().user.company).toEqual({ name: DEMO_COMPANY.name, slug: DEMO_COMPANY.slug });
  });

  it('answers an unknown company slug with a clear 422', async () => {
    const res = await app.inject(
      signUpPayload({ email: uniqueEmail(), password: GOOD_PASSWORD, company_slug: 'no-such-co' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: ACCOUNT_ERRORS.unknownCompany,
      code: 'unknown-company',
      issues: [{ path: 'body.user.company_slug', message: ACCOUNT_ERRORS.unknownCompany }],
    });
  });

  it('lets nobody join an invitation-only company without a live invite; an invite works once', async () => {
    expect(INTERNAL_COMPANY.invitationOnly).toBe(true);
    const unknownCompany = {
      error: ACCOUNT_ERRORS.unknownCompany,
      code: 'unknown-company',
      issues: [{ path: 'body.user.company_slug', message: ACCOUNT_ERRORS.unknownCompany }],
    };
    const join = (extra: Record<string, unknown>) =>
      app.inject(
        signUpPayload({ email: uniqueEmail(), password: GOOD_PASSWORD, company_slug: 'internal', ...extra }),
      );
    // Answered as an unknown company: the answer does not even tell that the company exists.
    const uninvited = await join({});
    expect(uninvited.statusCode).toBe(422);
    expect(uninvited.json()).toEqual(unknownCompany);
    expect((await join({ invite_token: 'made-up-invite' })).json()).toEqual(unknownCompany);

    const invite = await createCompanyInvite(server.database.db, INTERNAL_COMPANY.slug, clock.now());
    const invited = await join({ invite_token: invite });
    expect(invited.statusCode).toBe(200);
    const me = await getCurrentUser(app, String(invited.headers.authorization));
    expect(me.json().user.company).toEqual({ name: INTERNAL_COMPANY.name, slug: INTERNAL_COMPANY.slug });
    expect((await join({ invite_token: invite })).json()).toEqual(unknownCompany);
    const rows = await server.database.db.select().from(companyInvites);
    expect(JSON.stringify(rows)).not.toContain(invite);

    // Another company's invite does not open this one, and an invite expires.
    const stale = await createCompanyInvite(server.database.db, INTERNAL_COMPANY.slug, clock.now());
    clock.advance(INVITE_TTL_MS);
    expect((await join({ invite_token: stale })).statusCode).toBe(422);
  });

  it('refuses an email that exists, in any case', async () => {
    const { email } = await signUpUser(app);
    const res = await app.inject(signUpPayload({ email: email.toUpperCase(), password: GOOD_PASSWORD }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: ACCOUNT_ERRORS.emailTaken, code: 'email-taken' });
  });

  it('refuses passwords under 12 characters with the validation shape', async () => {
    const res = await app.inject(signUpPayload({ email: uniqueEmail(), password: 'elevenchars' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Use at least 12 characters.',
      code: 'validation',
      issues: [{ path: 'body.user.password', message: 'Use at least 12 characters.' }],
    });
  });

  it('accepts 12 characters, 128 characters, spaces and emoji, and keeps case', async () => {
    for (const password of ['twelve chars', 'x'.repeat(128), 'my 🐈 sleeps all day']) {
      const { email } = await signUpUser(app, { password });
      expect((await signIn(app, email, password)).statusCode).toBe(200);
      expect((await signIn(app, email, password.toUpperCase())).statusCode).toBe(401);
    }
  });

  it('neither truncates nor folds a long password, and caps its size at 1 024 bytes', async () => {
    const long = `${'a'.repeat(99)}b`;
    const { email } = await signUpUser(app, { password: long });
    expect((await signIn(app, email, `${'a'.repeat(99)}c`)).statusCode).toBe(401);
    expect((await signIn(app, email, long)).statusCode).toBe(200);
    const tooLong = await app.inject(signUpPayload({ email: uniqueEmail(), password: '🐈'.repeat(257) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'That password is too long.', code: 'validation' });
  });

  it('rejects a common password even at 12 characters', async () => {
    const res = await app.inject(signUpPayload({ email: uniqueEmail(), password: 'qwerty123456' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: ACCOUNT_ERRORS.commonPassword, code: 'common-password' });
  });

  it('refuses sign-up without accepting the terms', async () => {
    const res = await app.inject(
      signUpPayload({ email: uniqueEmail(), password: GOOD_PASSWORD, terms_of_service: 0 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'terms-required' });
  });
});

describe(onDb('sign-in'), () => {
  it('answers the token in the authorization header and the flags in the body', async () => {
    const demo = DEMO_USERS[0];
    const res = await signIn(app, demo.email, demo.password);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.authorization)).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain(String(res.headers.authorization));
    expect(SignInResponse.parse(res.json())).toEqual({
      expires_at: new Date(clock.now().getTime() + SESSION_TTL_MS).toISOString(),
      mfa_requires_verification: false,
      mfa_required: false,
      mfa_enrollment_available: true,
    });
  });

  it('issues a new token at every sign-in, each working on its own', async () => {
    const { email, password } = await signUpUser(app);
    const first = String((await signIn(app, email, password)).headers.authorization);
    const second = String((await signIn(app, email, password)).headers.authorization);
    expect(first).not.toBe(second);
    expect((await getCurrentUser(app, first)).statusCode).toBe(200);
    expect((await getCurrentUser(app, second)).statusCode).toBe(200);
  });

  it('matches the email case-insensitively', async () => {
    const { email, password } = await signUpUser(app);
    expect((await signIn(app, email.toUpperCase(), password)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await signUpUser(app);
    const wrong = await signIn(app, email, 'not the right password');
    const unknown = await signIn(app, uniqueEmail(), 'not the right password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ACCOUNT_ERRORS.invalidCredentials, code: 'invalid-credentials' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it('shows the concierge role and the internal company of the seeded concierge', async () => {
    const { token } = await signInStaff(server, DEMO_USERS[1]);
    expect((await getCurrentUser(app, token)).json().user).toMatchObject({
      role: 'concierge',
      company: { slug: INTERNAL_COMPANY.slug },
    });
  });
});

describe(onDb('sessions'), () => {
  it('accepts the token bare or as Bearer, and nothing else', async () => {
    const { token } = await signUpUser(app);
    expect(
      (await app.inject({ url: '/api/v1/users/current', headers: { authorization: token } })).statusCode,
    ).toBe(200);
    expect((await getCurrentUser(app, token)).statusCode).toBe(200);
    const missing = await app.inject({ url: '/api/v1/users/current' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'Please sign in to continue.', code: 'unauthenticated' });
    expect((await getCurrentUser(app, `${token}x`)).statusCode).toBe(401);
  });

  it('revokes the token on sign-out: replaying it gives 401', async () => {
    const { token } = await signUpUser(app);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/sign_out',
      headers: authHeaders(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await getCurrentUser(app, token)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/sign_out',
      headers: authHeaders(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('expires a session 24 hours after sign-in', async () => {
    const { token } = await signUpUser(app);
    clock.advance(SESSION_TTL_MS - 1000);
    expect((await getCurrentUser(app, token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await getCurrentUser(app, token)).statusCode).toBe(401);
  });

  it('stores only a SHA-256 digest of the token', async () => {
    const { token } = await signUpUser(app);
    const rows = await server.database.db.select({ digest: sessions.tokenDigest }).from(sessions);
    expect(rows.map((row) => row.digest)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe(onDb('hashing under a burst of sign-ins'), () => {
  it('keeps other routes answering while sign-ins wait for argon2', async () => {
    // Production argon2 and one hash at a time: the burst queues for ~25 ms per attempt.
    const slow = await startTestServer({
      database: server.database,
      config: { seed: false, argon2: { ...ARGON2_PRODUCTION }, hashConcurrency: 1 },
    });
    try {
      let finished = 0;
      const burst = Array.from({ length: 8 }, () =>
        signIn(slow.app, uniqueEmail(), 'some password here').then((res) => {
          finished += 1;
          return res.statusCode;
        }),
      );
      const health = await slow.app.inject('/api/v1/health');
      expect(health.statusCode).toBe(200);
      expect(finished).toBeLessThan(burst.length);
      expect(await Promise.all(burst)).toEqual(Array(burst.length).fill(401));
    } finally {
      await slow.close();
    }
  });
});
