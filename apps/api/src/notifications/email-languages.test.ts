// Emails in the recipient's language, over HTTP and real SMTP: the requester's digest in Spanish and
// in Arabic (right to left), the unsubscribe page they link to, the team's emails, the account emails; an
// account without a language keeps English whatever its browser asks.
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/tables.js';
import { GOOD_PASSWORD, outgoingMessagesTo, linkToken } from '../testing/api-calls.js';
import { enrollTotp, totpCalls } from '../testing/totp-calls.js';
import { outbox } from '../outbox/tables.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, TestClock, uniqueEmail } from '../testing/test-server.js';
import { DIGEST_WINDOW_MS } from './policy.js';
import { EMAIL_TEXTS } from './texts.js';
import { defaultNotificationConfig } from './notify-config.js';

const TEAM = `team-${Date.now()}@concierge.test`;
const smtp = await startSmtpCapture();
const clock = new TestClock();
const server = await startTestServer({
  clock,
  config: {
    smtpUrl: smtp.url,
    notifications: { ...defaultNotificationConfig(), teamEmail: TEAM, teamLocale: 'ar', scheduler: false },
  },
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const setLocale = (token: string, locale: string | null) =>
  client.call('PUT', '/api/v1/users/locale', { token, body: { user: { locale } } });

/** A requester whose account chose `locale`, one request, a concierge reply, and the digest delivered. */
async function digestIn(locale: string | null, headers: Record<string, string> = {}) {
  const { email, token } = await signUpNewAccount(client);
  if (locale) expect((await setLocale(token, locale)).status).toBe(200);
  const id = await submittedRequest(client, token, plumber);
  await client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    headers,
    body: { message: { body_html: '<p>Is anyone there?</p>', attachment_keys: [] } },
  });
  await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: '<p>Hola, <strong>ya estamos en ello</strong>.</p>' } },
  });
  clock.advance(DIGEST_WINDOW_MS);
  await server.app.notifications.runDueDigests();
  await server.app.outbox.drain();
  const [mail] = smtp.to(email);
  if (!mail) throw new Error(`no digest to ${email}`);
  return { mail, id, email };
}

describe(onDb('emails in the recipient’s language'), () => {
  it('Spanish: subject, text and HTML, dates by Intl, lang="es" and no direction', async () => {
    const { mail, id } = await digestIn('es');
    expect(mail.parsed.subject).toBe(`Novedades sobre Find a plumber (solicitud n.º ${id})`);
    expect(mail.parsed.text).toContain('Hay novedades en tu solicitud:');
    expect(mail.parsed.text).toContain(
      'Responde a este correo para contestar en la conversación de la solicitud.',
    );
    expect(mail.parsed.text).toContain('Hola, ya estamos en ello.');
    expect(mail.parsed.text).toMatch(/lun, 2 mar 2026, \d\d:\d\d UTC/);
    const html = String(mail.parsed.html);
    expect(html).toMatch(/<html lang="es">/);
    expect(html).not.toContain('dir=');
    expect(html).toContain('>Abrir la solicitud</a>');
    expect(html).toContain('>Darte de baja de estos correos</a>');
    expect(html).not.toContain(EMAIL_TEXTS.openRequest);
  });

  it('Arabic: right to left on the document and the card, the quote rule on the right', async () => {
    const { mail, id } = await digestIn('ar');
    expect(mail.parsed.subject).toBe(`مستجدات بشأن Find a plumber (الطلب رقم ${id})`);
    expect(mail.parsed.text).toContain('هناك جديد في طلبك:');
    expect(mail.parsed.text).toContain('فتح الطلب');
    const html = String(mail.parsed.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toMatch(/<div style="[^"]*" dir="rtl">/);
    expect(html).toContain('border-right:3px solid #cbd2d9');
    expect(html).not.toContain('border-left');
    expect(html).toContain('الاثنين، 2 مارس 2026');

    // The unsubscribe link it carries opens a page in the account's language too.
    const unsubscribe = /href="http:\/\/app\.test(\/api\/v1\/notifications\/unsubscribe\?token=[^"]+)"/.exec(
      html,
    );
    const page = await client.call('GET', unsubscribe![1]!.replace(/&amp;/g, '&'), {
      headers: { 'accept-language': 'es' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page.text).toContain('هل تريد إيقاف رسائل البريد الإلكتروني بشأن طلباتك؟');
    expect(page.headers.get('content-language')).toBe('ar');
  });

  it('an account without a language gets English whatever its browser asks, and so does one that cleared it', async () => {
    const { mail, id } = await digestIn(null, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(mail.parsed.subject).toBe(EMAIL_TEXTS.requesterSubject({ id, title: 'Find a plumber' }));
    expect(String(mail.parsed.html)).toMatch(/<html lang="en">/);
    expect(mail.parsed.text).toContain(EMAIL_TEXTS.requesterIntro(1));
    expect(mail.parsed.text).toContain('Mon, 02 Mar 2026');

    const { email, token } = await signUpNewAccount(client);
    await setLocale(token, 'fr');
    await setLocale(token, null);
    await client.call('POST', '/api/v1/users/password', { body: { user: { email } } });
    const [reset] = await outgoingMessagesTo(server.database, email);
    expect(reset?.subject).toBe('Reset your Concierge password');
  });

  it('the unsubscribe page of an invalid link follows the browser', async () => {
    const page = await client.call('GET', '/api/v1/notifications/unsubscribe?token=nope', {
      headers: { 'accept-language': 'fr-CA, en;q=0.3' },
    });
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/<html lang="fr">/);
    expect(page.text).toContain('Ce lien de désinscription n’est pas valide ou a expiré.');
  });

  it('the team’s emails: CONCIERGE_TEAM_LOCALE, or the language of the account with the team’s address', async () => {
    const { token } = await signUpNewAccount(client);
    const id = await submittedRequest(client, token, plumber);
    await server.app.outbox.drain();
    const [arabic] = smtp.to(TEAM).slice(-1);
    expect(arabic?.parsed.subject).toBe(`طلب جديد: Find a plumber (الطلب رقم ${id})`);
    expect(String(arabic?.parsed.html)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic?.parsed.text).toContain('افتحه في وحدة التحكم');

    const team = await signUpNewAccount(client);
    await server.database.db.update(users).set({ email: TEAM }).where(eq(users.email, team.email));
    await setLocale(team.token, 'fr');
    const next = await submittedRequest(client, token, plumber);
    await server.app.outbox.drain();
    const [french] = smtp.to(TEAM).slice(-1);
    expect(french?.parsed.subject).toBe(`Nouvelle demande\u00a0: Find a plumber (demande n° ${next})`);
    expect(String(french?.parsed.html)).toMatch(/<html lang="fr">/);
  });

  it('account emails: a reset in the account’s language, an invitation in the inviting admin’s', async () => {
    const { email, token } = await signUpNewAccount(client);
    await setLocale(token, 'es');
    await client.call('POST', '/api/v1/users/password', { body: { user: { email } } });
    const [reset] = await outgoingMessagesTo(server.database, email);
    expect(reset?.subject).toBe('Restablece tu contraseña de Concierge');
    expect(reset?.body).toContain('Alguien pidió restablecer la contraseña de tu cuenta de Concierge.');
    expect(linkToken(reset!.body, 'reset-password')).toMatch(/^[\w-]+$/);

    const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
    const invitee = uniqueEmail('invitee');
    const invited = await client.call('POST', '/api/v1/concierge/staff_invites', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { invite: { email: invitee } },
    });
    expect(invited.status, invited.text).toBe(200);
    const [invite] = await outgoingMessagesTo(server.database, invitee);
    expect(invite?.subject).toBe('Vous êtes invité à rejoindre l’équipe Concierge');
    expect(invite?.body).toContain('vous invite à rejoindre l’équipe Concierge en tant que concierge.');
  });

  it('security messages: the texted code and the recovery-code notice in the account’s language', async () => {
    const { token } = await signUpNewAccount(client);
    await setLocale(token, 'fr');
    const phone = '+15550104567';
    const enrolled = await client.call('POST', '/api/v1/mfa', { token, body: { mfa_number: phone } });
    expect(enrolled.status, enrolled.text).toBe(200);
    const [text] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'otp'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(text?.body).toMatch(
      /^Votre code de vérification Concierge est \d{6}\. Il expire dans 5 minutes\. Ne le communiquez jamais\.$/,
    );

    const other = await signUpNewAccount(client);
    await setLocale(other.token, 'ar');
    const { recoveryCodes } = await enrollTotp(server.app, clock, other.token);
    const calls = totpCalls(server.app);
    const pending = await calls.signInPending(other.email, GOOD_PASSWORD);
    expect((await calls.useRecoveryCode(pending, recoveryCodes![0]!)).statusCode).toBe(200);
    const [notice] = await outgoingMessagesTo(server.database, other.email);
    expect(notice?.subject).toBe('استُخدم رمز استرداد لتسجيل الدخول إلى Concierge');
    expect(notice?.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(notice?.body).toContain('تبقّى لديك 9 رموز استرداد.');
  });
});
