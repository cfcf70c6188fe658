// The account's language in the contract and the mocks, and the reader's language on every call.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LANGUAGE_HEADER,
  CurrentUser,
  DEFAULT_LOCALE,
  ETAG_HEADER,
  IF_NONE_MATCH_HEADER,
  LOCALE_INVALID_MESSAGE,
  LOCALES,
  UpdateLocaleBody,
} from './index.js';
import { createAuthClient } from './auth.js';
import { credentials, endpointHandler, fixtures } from './mocks/index.js';
import { BASE_URL, makeClient, memorySession, useMockServer } from './test-harness.js';

const { server, sent } = useMockServer();
const languagesSent = () => sent.map((request) => request.headers.get(ACCEPT_LANGUAGE_HEADER));

describe('the account’s language', () => {
  it('is one of the product’s languages, or null to follow the browser', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'ar']);
    expect(DEFAULT_LOCALE).toBe('en');
    for (const locale of [...LOCALES, null]) {
      expect(UpdateLocaleBody.parse({ user: { locale } })).toEqual({ user: { locale } });
    }
  });

  it('refuses any other value, and a missing one, with a message naming the choices', () => {
    for (const locale of ['de', 'EN', 'es-MX', '', 1, undefined]) {
      const result = UpdateLocaleBody.safeParse({ user: { locale } });
      expect(result.success, String(locale)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LOCALE_INVALID_MESSAGE);
    }
    expect(LOCALE_INVALID_MESSAGE).toBe(
      "Choose one of the languages en, es, fr, ar, or null to follow the browser's languages.",
    );
  });

  it('is null in a current user that predates it (an older server)', () => {
    const { locale: _dropped, ...older } = fixtures.user;
    expect(CurrentUser.parse(older).locale).toBeNull();
  });

  it('the mock keeps the choice: the current user shows it until it is cleared', async () => {
    const { api } = makeClient();
    expect((await api.getCurrentUser()).locale).toBeNull();
    expect((await api.updateLocale('ar')).locale).toBe('ar');
    expect((await api.getCurrentUser()).locale).toBe('ar');
    expect((await api.updateLocale(null)).locale).toBeNull();
    expect((await api.getCurrentUser()).locale).toBeNull();
  });
});

describe('the reader’s language on every call', () => {
  it('is sent as Accept-Language on every call and download, read anew at each call', async () => {
    const fileUrl = fixtures.attachment.url;
    server.use(http.get(`${BASE_URL}${fileUrl}`, () => new HttpResponse('bytes', { status: 200 })));
    let locale: string | undefined = 'es';
    const { api } = makeClient({ locale: () => locale });
    await api.getCurrentUser();
    await api.signIn(credentials.email, credentials.password);
    await api.updateLocale('fr');
    await api.downloadAttachment(fileUrl);
    locale = 'ar-EG,ar;q=0.9,en;q=0.5';
    await api.call('getOpenRequests', {});
    expect(languagesSent()).toEqual(['es', 'es', 'es', 'es', 'ar-EG,ar;q=0.9,en;q=0.5']);
  });

  it('is not sent when the app names none, or an empty one', async () => {
    for (const locale of [undefined, () => undefined, () => '', () => '  ']) {
      const { api } = makeClient(locale ? { locale } : {});
      await api.getCurrentUser();
    }
    expect(languagesSent()).toEqual([null, null, null, null]);
  });

  it('the auth client sends it too', async () => {
    const auth = createAuthClient({ baseUrl: BASE_URL, session: memorySession(), locale: () => 'fr' });
    await auth.requestPasswordReset(credentials.email);
    expect(languagesSent()).toEqual(['fr']);
  });

  it('an answer kept in one language is never replayed in another (no If-None-Match across them)', async () => {
    const request = fixtures.requests.open[0]!;
    server.use(
      endpointHandler('getRequest', () =>
        HttpResponse.json({ request }, { headers: { [ETAG_HEADER]: 'W/"v1"' } }),
      ),
    );
    let locale = 'es';
    const { api } = makeClient({ locale: () => locale });
    await api.call('getRequest', { params: { id: request.id } });
    await api.call('getRequest', { params: { id: request.id } });
    locale = 'fr';
    await api.call('getRequest', { params: { id: request.id } });
    expect(sent.map((s) => s.headers.get(IF_NONE_MATCH_HEADER))).toEqual([null, 'W/"v1"', null]);
  });
});
