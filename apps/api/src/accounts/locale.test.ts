// The account's language, set by its owner over HTTP and kept in users.locale.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_INVALID_MESSAGE, LOCALES } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { authHeaders, getCurrentUser, signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { users } from './tables.js';

const server = await startTestServer();
afterAll(() => server.close());
const { app, database } = server;

const putLocale = (token: string | null, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/users/locale',
    headers: token ? authHeaders(token) : {},
    payload: payload as object,
  });

describe(onDb('the account’s language'), () => {
  it('is null (follow the browser) until the owner chooses one, and only theirs changes', async () => {
    const ada = await signUpUser(app);
    const other = await signUpUser(app);
    expect((await getCurrentUser(app, ada.token)).json().user.locale).toBeNull();
    for (const locale of LOCALES) {
      const res = await putLocale(ada.token, { user: { locale } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ locale, email: ada.email });
      expect((await getCurrentUser(app, ada.token)).json().user.locale).toBe(locale);
    }
    expect((await getCurrentUser(app, other.token)).json().user.locale).toBeNull();
    const cleared = await putLocale(ada.token, { user: { locale: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.locale).toBeNull();
    expect((await getCurrentUser(app, ada.token)).json().user.locale).toBeNull();
  });

  it('refuses anything else with a 400 that names the choices, and changes nothing', async () => {
    const ada = await signUpUser(app);
    await putLocale(ada.token, { user: { locale: 'en' } });
    for (const payload of [
      { user: { locale: 'de' } },
      { user: { locale: 'es-MX' } },
      { user: { locale: 'EN' } },
      { user: { locale: 42 } },
      { user: {} },
      {},
    ]) {
      const res = await putLocale(ada.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
      if ('user' in payload) {
        expect(res.json().error).toBe(LOCALE_INVALID_MESSAGE);
        expect(res.json().issues).toEqual([{ path: 'body.user.locale', message: LOCALE_INVALID_MESSAGE }]);
      }
    }
    expect((await getCurrentUser(app, ada.token)).json().user.locale).toBe('en');
  });

  it('says so in the account’s language once it has one', async () => {
    const ada = await signUpUser(app);
    await putLocale(ada.token, { user: { locale: 'fr' } });
    const res = await putLocale(ada.token, { user: { locale: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Choisissez l’une des langues en, es, fr, ar, ou null pour suivre les langues du navigateur.',
    );
    expect(res.headers['content-language']).toBe('fr');
  });

  it('needs a session', async () => {
    expect((await putLocale(null, { user: { locale: 'es' } })).statusCode).toBe(401);
  });

  it('the database refuses a language the product does not speak, whatever writes it', async () => {
    const ada = await signUpUser(app);
    await expect(
      database.db
        .update(users)
        .set({ locale: 'de' as 'en' })
        .where(eq(users.email, ada.email)),
    ).rejects.toThrow();
  });
});
