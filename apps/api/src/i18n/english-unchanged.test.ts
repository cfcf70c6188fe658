// Every email's text moved into catalogs: English must come out exactly as before. The fixture holds
// what the code of commit 0fb129d (before the catalogs) rendered for these same inputs, byte for byte; this
// renders them again through the catalogs, as an English recipient's email.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL } from '../accounts/texts.js';
import { ACCOUNT_CHANGE_TEXTS } from '../accounts/profile-texts.js';
import { MFA_TEXT, RECOVERY_CODE_MAIL } from '../mfa/texts.js';
import { RecoveryCodeUsedEmail } from '../notifications/templates/recovery-code-used.js';
import { renderEmail } from '../notifications/templates/render.js';
import { RequesterUpdateEmail } from '../notifications/templates/requester-update.js';
import { TeamNewRequestEmail } from '../notifications/templates/team-new-request.js';
import { TeamReplyEmail } from '../notifications/templates/team-reply.js';
import { EMAIL_TEXTS, INBOUND_TEXTS } from '../notifications/texts.js';
import { unsubscribePage } from '../notifications/unsubscribe-page.js';
import { STAFF_MAIL } from '../staff/staff-policy.js';

const before = JSON.parse(
  readFileSync(new URL('../testing/fixtures/english-emails-before-catalogs.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const locale = 'en';
const request = { id: 1234, title: 'Find a plumber' };
const at = new Date('2026-03-02T09:05:00.000Z');
const later = new Date('2026-03-02T10:30:00.000Z');
const messages = [
  { author: 'Grace (Concierge)', at, bodyHtml: '<p>I found <strong>two</strong> plumbers.</p>', files: 2 },
  { author: 'Concierge', at: later, bodyHtml: '<p>Status changed to In Progress</p>', files: 0 },
];
const links = {
  requestUrl: 'http://app.test/requests/1234',
  unsubscribeUrl: 'http://app.test/unsubscribe?token=t',
};

async function renderAll(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const put = (name: string, rendered: { html: string; text: string }) => {
    out[`${name}.html`] = rendered.html;
    out[`${name}.text`] = rendered.text;
  };
  put('requester-update', await renderEmail(RequesterUpdateEmail({ locale, request, messages, ...links })));
  put(
    'requester-update-one',
    await renderEmail(RequesterUpdateEmail({ locale, request, messages: messages.slice(0, 1), ...links })),
  );
  out['requester-update.subject'] = EMAIL_TEXTS.requesterSubject(request);
  put(
    'team-new-request',
    await renderEmail(
      TeamNewRequestEmail({
        locale,
        request,
        requester: 'Ada Lovelace',
        details: [{ question: 'What is leaking?', answer: 'The sink' }],
        consoleUrl: 'http://app.test/console/requests/1234',
      }),
    ),
  );
  out['team-new-request.subject'] = EMAIL_TEXTS.teamNewRequestSubject(request);
  put(
    'team-reply',
    await renderEmail(
      TeamReplyEmail({
        locale,
        request,
        requester: 'Ada Lovelace',
        message: { author: 'Ada Lovelace', at, bodyHtml: '<p>Thanks!</p>', files: 1 },
        consoleUrl: 'http://app.test/console/requests/1234',
      }),
    ),
  );
  out['team-reply.subject'] = EMAIL_TEXTS.teamReplySubject(request, 'Ada Lovelace');
  for (const remaining of [0, 1, 9]) {
    put(
      `recovery-code-used-${remaining}`,
      await renderEmail(RecoveryCodeUsedEmail({ locale, remaining, at })),
    );
  }
  out['recovery-code-used.subject'] = RECOVERY_CODE_MAIL.subject;
  for (const view of ['confirm', 'done', 'invalid'] as const) {
    out[`unsubscribe-${view}.html`] = unsubscribePage(
      view,
      '/unsubscribe?token=t',
      '/settings/notifications',
      locale,
    );
  }
  const mail = (name: string, message: { subject: string; body: string }) => {
    out[`${name}.subject`] = message.subject;
    out[`${name}.text`] = message.body;
  };
  mail('reset', ACCOUNT_MAIL.reset('http://app.test/reset-password/t'));
  mail('unlock', ACCOUNT_MAIL.unlock('http://app.test/unlock/t'));
  mail('email-change', ACCOUNT_CHANGE_TEXTS.confirmMail('http://app.test/confirm-email/t'));
  mail('email-changed', ACCOUNT_CHANGE_TEXTS.changedMail('ada@new.example'));
  mail('staff-invite', STAFF_MAIL.invite('Ada Lovelace', 'http://app.test/console/accept-invite/t'));
  mail('otp', { subject: MFA_TEXT.subject, body: MFA_TEXT.body('123456') });
  out['inbound-note'] = [
    INBOUND_TEXTS.notAttachedIntro,
    INBOUND_TEXTS.refusedFile('setup.exe', 'This type of file cannot be uploaded.'),
    // The plural's other form, as the fixture was rendered (the limit itself is one file now).
    INBOUND_TEXTS.tooManyFiles(10),
  ].join('\n');
  out['inbound-bounce'] = INBOUND_TEXTS.nothingPosted('setup.exe: This type of file cannot be uploaded.');
  return out;
}

describe('English after the catalogs', () => {
  it('every email, text message and page is byte for byte what it was', async () => {
    const now = await renderAll();
    expect(Object.keys(now).sort()).toEqual(Object.keys(before).sort());
    for (const [name, text] of Object.entries(before)) expect(now[name], name).toBe(text);
  });
});
