import { afterAll, describe, expect, it } from 'vitest';
import { INBOUND_TEXTS } from '../notifications/texts.js';
import { clamdMissing, EICAR, EICAR_SIGNATURE, scanningWith, startClamd } from '@concierge/e2e-support/clamd';
import { refusal, startInboundSuite } from '../testing/inbound-mail-suite.js';
import { onDb } from '../testing/test-database.js';
import { UPLOAD_ERRORS } from './upload-policy.js';

// A reply by email, over real SMTP, has its files scanned by a real clamd before they are stored
// (docs/uploads.md#virus-scanning): an infected file is refused and said so in the thread (or bounced when
// it was all the reply held); with clamd down the mail is deferred (451) and posts once it is back.

const skipReason = clamdMissing();
if (skipReason) console.warn(skipReason);

const INFECTED = `This file contains a virus (${EICAR_SIGNATURE}) and was deleted.`;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.skipIf(skipReason)(onDb('virus scanning of emailed files'), async () => {
  if (skipReason) return;
  const clamd = await startClamd();
  afterAll(() => clamd.close());
  const { mailer, thread, emailedRequest } = await startInboundSuite({
    uploads: { scanning: scanningWith(clamd) },
  });

  it('refuses the EICAR test file in a reply and says why in the thread', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'Here is the file.',
      attachments: [{ filename: 'eicar.txt', content: EICAR, contentType: 'text/plain' }],
    });
    const messages = await thread(id);
    expect(messages.at(-2)?.body_html).toBe('<p>Here is the file.</p>');
    expect(messages.at(-2)?.attachments).toEqual([]);
    expect(messages.at(-1)?.body_html).toBe(
      [INBOUND_TEXTS.notAttachedIntro, INBOUND_TEXTS.refusedFile('eicar.txt', INFECTED)]
        .map((line) => `<p>${line}</p>`)
        .join(''),
    );
  });

  it('bounces a reply that is only an infected file, with the reason', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    const sent = mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: '',
      attachments: [{ filename: 'eicar.txt', content: EICAR, contentType: 'text/plain' }],
    });
    await expect(sent).rejects.toThrow(INFECTED);
    expect(await refusal(sent)).toBe(550);
    expect(await thread(id)).toHaveLength(before);
  });

  it('defers a reply with a file while clamd is down (451), and posts it with the file once it is back', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const mail = {
      from: email,
      to: requesterAddress,
      messageId: `<scan-${id}@mail.test>`,
      text: 'The quote.',
      attachments: [{ filename: 'quote.pdf', content: PDF, contentType: 'application/pdf' }],
    };
    await clamd.stop();
    const deferred = mailer.sendMail(mail);
    await expect(deferred).rejects.toThrow(UPLOAD_ERRORS.scannerUnavailable);
    expect(await refusal(deferred)).toBe(451);
    expect((await thread(id)).at(-1)?.body_html).not.toBe('<p>The quote.</p>');

    await clamd.start();
    await mailer.sendMail(mail);
    const reply = (await thread(id)).at(-1);
    expect(reply?.body_html).toBe('<p>The quote.</p>');
    expect(reply?.attachments.map((file) => file.filename)).toEqual(['quote.pdf']);
  });
});
