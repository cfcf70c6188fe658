// The `error` texts people read, in the request's language (the account's choice, else
// Accept-Language, else English). English stays exactly as it was; the one text the client compares stays
// English on the wire.
import { MFA_REQUIRED_ERROR, VALIDATION_TEXTS } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../accounts/texts.js';
import { ACCOUNT_CHANGE_TEXTS } from '../accounts/profile-texts.js';
import { users } from '../accounts/tables.js';
import { HTTP_MESSAGES } from '../http/errors.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { UPLOAD_ERRORS } from '../uploads/upload-policy.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const lang = (value: string) => ({ 'accept-language': value });
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  client.call('POST', '/api/v1/users/sign_in', { headers, body: { user: { email, password } } });

describe(onDb('error texts in the request’s language'), () => {
  it('follow Accept-Language, say it in Content-Language, and keep English exactly without it', async () => {
    const spanish = await signIn('nobody@example.test', 'wrong password 123', lang('es-MX,es;q=0.9'));
    expect(spanish.status).toBe(401);
    expect(spanish.json().error).toBe('Correo o contraseña incorrectos.');
    expect(spanish.headers.get('content-language')).toBe('es');
    for (const headers of [{}, lang('de-DE'), lang('en-GB')]) {
      const english = await signIn('nobody@example.test', 'wrong password 123', headers);
      expect(english.json().error).toBe(ACCOUNT_ERRORS.invalidCredentials);
      expect(english.headers.get('content-language')).toBe('en');
    }
    const arabic = await client.call('GET', '/api/v1/users/current', { headers: lang('ar') });
    expect(arabic.status).toBe(401);
    expect(arabic.json()).toEqual({ error: 'يُرجى تسجيل الدخول للمتابعة.', code: 'unauthenticated' });
    expect((await client.call('GET', '/api/v1/users/current')).json().error).toBe(
      HTTP_MESSAGES.unauthenticated,
    );
  });

  it('validation: the contract’s texts and zod’s own, in error and in every issue', async () => {
    const signUp = (user: Record<string, unknown>, headers: Record<string, string>) =>
      client.call('POST', '/api/v1/users/sign_up', { headers, body: { user } });
    const user = { email: 'ada@example.test', password: 'short', name: 'Ada', last_name: 'K' };
    const french = await signUp(user, lang('fr'));
    expect(french.status).toBe(400);
    expect(french.json().error).toBe('Utilisez au moins 12 caractères.');
    expect(french.json().issues).toEqual([
      { path: 'body.user.password', message: 'Utilisez au moins 12 caractères.' },
    ]);
    const english = await signUp(user, {});
    expect(english.json().error).toBe(VALIDATION_TEXTS.passwordTooShort);

    const wrongType = await signUp({ ...user, password: 'long enough password', name: 5 }, lang('fr'));
    expect(wrongType.json().issues[0]).toEqual({
      path: 'body.user.name',
      message: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    });
    const wrongTypeEnglish = await signUp({ ...user, password: 'long enough password', name: 5 }, {});
    expect(wrongTypeEnglish.json().issues[0].message).toBe('Invalid input: expected string, received number');
  });

  it('the account’s language outranks the browser’s, status repeats the translated text', async () => {
    const { token } = await signUpNewAccount(client);
    await client.call('PUT', '/api/v1/users/locale', { token, body: { user: { locale: 'ar' } } });
    const wrong = await client.call('PUT', '/api/v1/users/password_change', {
      token,
      headers: lang('es'),
      body: { user: { current_password: 'not my password', password: 'a new long passphrase' } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json().error).toBe('كلمة المرور الحالية غير صحيحة.');
    expect(wrong.json().issues[0].message).toBe('كلمة المرور الحالية غير صحيحة.');
    expect(ACCOUNT_CHANGE_TEXTS.wrongPassword).toBe('Your current password is not correct.');

    const reset = await client.call('PUT', '/api/v1/users/password', {
      headers: lang('es'),
      body: {
        reset_password_token: 'nope',
        password: 'a new long passphrase',
        password_confirmation: 'a new long passphrase',
      },
    });
    expect(reset.status).toBe(422);
    expect(reset.json()).toMatchObject({
      error: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
      status: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    });
  });

  it('texts with values and upload refusals', async () => {
    const concierge = await signInDemo(client, 1);
    const { token } = await signUpNewAccount(client);
    const id = await submittedRequest(client, token, await seededSurveyId(server.database, 'find-a-plumber'));
    const move = await client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
      token: concierge,
      headers: lang('fr'),
      body: { request: { state: 'completed' } },
    });
    expect(move.status).toBe(409);
    expect(move.json().error).toBe('Une demande ne peut pas passer de open à completed.');

    const tooLarge = (headers: Record<string, string>) =>
      client.call('POST', '/api/v1/uploads/presigned_url', {
        token,
        headers,
        body: { upload: { filename: 'big.pdf', content_type: 'application/pdf', size: 26_214_401 } },
      });
    expect((await tooLarge(lang('es'))).json().error).toBe('El archivo supera el límite de 25 MB.');
    expect((await tooLarge({})).json().error).toBe(UPLOAD_ERRORS.tooLarge);
  });

  it('“MFA authentication required” stays English in every language: the client compares it', async () => {
    const { email, token: signUpToken } = await signUpNewAccount(client);
    await client.call('PUT', '/api/v1/users/locale', {
      token: signUpToken,
      body: { user: { locale: 'ar' } },
    });
    await server.database.db.update(users).set({ mfaPhone: '+15550104567' }).where(eq(users.email, email));
    const signedIn = await signIn(email, GOOD_PASSWORD, lang('es'));
    const token = signedIn.headers.get('authorization');
    expect(token).toBeTruthy();
    const pending = await client.call('GET', '/api/v1/users/current', { token: token!, headers: lang('es') });
    expect(pending.status).toBe(401);
    expect(pending.json()).toEqual({ error: MFA_REQUIRED_ERROR, code: 'mfa-required' });
    expect(pending.headers.get('content-language')).toBe('ar');
  });
});
