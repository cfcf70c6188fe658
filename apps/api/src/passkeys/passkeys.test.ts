import { afterAll, describe, expect, it } from 'vitest';
import { PasskeysResponse } from '@concierge/api-client';
import { PASSKEYS_PER_ACCOUNT_MAX, RECENT_AUTH_MS, WEBAUTHN_CHALLENGE_TTL_MS } from '../policy.js';
import { FRESH_PROOF_TEXTS } from '../accounts/fresh-proof.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { signIn, signUpUser } from '../testing/api-calls.js';
import { newAuthenticator, passkeyCalls, TEST_ORIGIN } from '../testing/passkey-calls.js';
import { webauthnChallenges } from './tables.js';
import { PASSKEY_ERRORS } from './texts.js';

// Registering and managing passkeys, with real attestations from a software authenticator.

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());
const calls = passkeyCalls(app);

const refused = { error: PASSKEY_ERRORS.notAccepted, code: 'passkey-invalid' };

describe(onDb('registering passkeys'), () => {
  it('registers several passkeys per account, lists them without key material, renames and removes one', async () => {
    const user = await signUpUser(app);
    const phone = newAuthenticator();
    const laptop = newAuthenticator();
    const first = await calls.enrol(phone, user, 'Phone');
    const second = await calls.enrol(laptop, user, 'Work laptop');

    const listed = await calls.list(user);
    expect(listed.statusCode).toBe(200);
    const { passkeys: list } = PasskeysResponse.parse(listed.json());
    expect(list.map((entry) => [entry.id, entry.name, entry.last_used_at])).toEqual([
      [first, 'Phone', null],
      [second, 'Work laptop', null],
    ]);
    expect(listed.body).not.toMatch(/public|credential/i);

    const renamed = await calls.rename(user, first, '  Pocket phone ');
    expect(renamed.json().passkey).toMatchObject({ id: first, name: 'Pocket phone' });
    expect((await calls.remove(user, second)).json()).toEqual({ success: true });
    expect((await calls.list(user)).json().passkeys.map((entry: { id: number }) => entry.id)).toEqual([
      first,
    ]);
  });

  it('asks for the new passkey as WebAuthn says: discoverable, user verification, its existing ones excluded', async () => {
    const user = await signUpUser(app);
    await calls.enrol(newAuthenticator(), user);
    const { options } = (await calls.registrationOptions(user)).json();
    expect(options).toMatchObject({
      rp: { id: 'app.test', name: 'Concierge' },
      user: { name: user.email, displayName: 'Ada Lovelace' },
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options.excludeCredentials).toHaveLength(1);
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
  });

  it('refuses a new passkey from another origin, or one that did not verify the person', async () => {
    const user = await signUpUser(app);
    const authenticator = newAuthenticator();
    for (const bend of [{ origin: 'https://evil.test' }, { userVerified: false }, { rpId: 'evil.test' }]) {
      const { options } = (await calls.registrationOptions(user)).json();
      const res = await calls.register(user, 'Key', authenticator.create(options, bend));
      expect(res.statusCode, JSON.stringify(bend)).toBe(422);
      expect(res.json()).toEqual(refused);
    }
    expect((await calls.list(user)).json().passkeys).toEqual([]);
  });

  it('spends a challenge once, only within 5 minutes, and only in the session that asked for it', async () => {
    const user = await signUpUser(app);
    const authenticator = newAuthenticator();

    const other = { token: String((await signIn(app, user.email, user.password)).headers.authorization) };
    const fromOther = (await calls.registrationOptions(other)).json().options;
    expect((await calls.register(user, 'Stolen', authenticator.create(fromOther))).json()).toEqual(refused);
    // A failed answer uses its challenge up too: the right answer cannot follow it.
    const tried = (await calls.registrationOptions(user)).json().options;
    const wrong = authenticator.create(tried, { origin: 'https://evil.test' });
    expect((await calls.register(user, 'Wrong', wrong)).json()).toEqual(refused);
    expect((await calls.register(user, 'Right', authenticator.create(tried))).json()).toEqual(refused);

    const late = (await calls.registrationOptions(user)).json().options;
    clock.advance(WEBAUTHN_CHALLENGE_TTL_MS);
    expect((await calls.register(user, 'Late', authenticator.create(late))).json()).toEqual(refused);

    const { options } = (await calls.registrationOptions(user)).json();
    const credential = authenticator.create(options);
    expect((await calls.register(user, 'Once', credential)).statusCode).toBe(200);
    // The same answer again: its challenge is spent.
    expect((await calls.register(user, 'Twice', credential)).json()).toEqual(refused);
    expect((await calls.list(user)).json().passkeys.map((entry: { name: string }) => entry.name)).toEqual([
      'Once',
    ]);
  });

  it('keeps only digests of challenges, and the same authenticator credential cannot be registered twice', async () => {
    const user = await signUpUser(app);
    const { options } = (await calls.registrationOptions(user)).json();
    const stored = await database.db.select().from(webauthnChallenges);
    expect(stored.some((row) => row.challengeDigest === options.challenge)).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(options.challenge);
    const credential = newAuthenticator().create(options);
    expect((await calls.register(user, 'A', credential)).statusCode).toBe(200);
    const again = (await calls.registrationOptions(user)).json().options;
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: again.challenge,
      origin: TEST_ORIGIN,
    });
    const copy = {
      ...credential,
      response: { ...credential.response, clientDataJSON: Buffer.from(clientData).toString('base64url') },
    };
    const res = await calls.register(user, 'B', copy);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: PASSKEY_ERRORS.alreadyRegistered, code: 'passkey-exists' });
  });

  it(`holds at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys per account`, async () => {
    const user = await signUpUser(app);
    const authenticator = newAuthenticator();
    for (let i = 0; i < PASSKEYS_PER_ACCOUNT_MAX; i += 1) await calls.enrol(authenticator, user, `Key ${i}`);
    const res = await calls.registrationOptions(user);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('too-many-passkeys');
  });
});

describe(onDb('managing passkeys'), () => {
  it('needs a recent sign-in to add or remove one (403, the session stays), not to rename', async () => {
    const user = await signUpUser(app);
    const id = await calls.enrol(newAuthenticator(), user);
    clock.advance(RECENT_AUTH_MS + 1);
    for (const res of [await calls.remove(user, id), await calls.registrationOptions(user)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: FRESH_PROOF_TEXTS.required, code: 'recent-auth-required' });
    }
    expect((await calls.rename(user, id, 'Renamed')).statusCode).toBe(200);
    expect((await calls.list(user)).statusCode).toBe(200);
  });

  it("answers 404 for another account's passkey, as for a missing one", async () => {
    const owner = await signUpUser(app);
    const stranger = await signUpUser(app);
    const id = await calls.enrol(newAuthenticator(), owner);
    expect((await calls.rename(stranger, id, 'Mine')).statusCode).toBe(404);
    expect((await calls.remove(stranger, id)).statusCode).toBe(404);
    expect((await calls.remove(stranger, 2_000_000)).statusCode).toBe(404);
    expect((await calls.list(owner)).json().passkeys[0].name).toBe('Laptop');
  });

  it('validates names: trimmed, not empty, at most 64 characters', async () => {
    const user = await signUpUser(app);
    const id = await calls.enrol(newAuthenticator(), user);
    expect((await calls.rename(user, id, '   ')).statusCode).toBe(400);
    expect((await calls.rename(user, id, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await calls.rename(user, id, 'x'.repeat(64))).statusCode).toBe(200);
  });
});
