import EmailReplyParser from 'email-reply-parser';
import EmailParser from 'email-reply-parser/lib/parser/emailparser.js';
import { describe, expect, it } from 'vitest';
import { replyHtml } from './inbound-mail.js';
import { INBOUND_TEXT_MAX_CHARS } from './policy.js';
import { isQuoteHeader } from './reply-lines.js';
import { isSignature } from './reply-signatures.js';
import { visibleReply } from './reply-text.js';

// The reply parser of reply by email: linear on anything a sender can write, and the same cut as
// email-reply-parser 1.9 on real replies.

/** `unit` repeated to `length` characters. */
const pump = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const LINE = 50_000;

/**
 * Lines that make the library's patterns (lib/regex.js) backtrack: each one opens a pattern, repeats the
 * part its quantifiers can split many ways, and ends so that the match fails. One or more per pattern.
 */
const ADVERSARIAL_LINES: Array<readonly [pattern: string, line: string]> = [
  ['NAME on DATE wrote: (the probe’s line, ×5)', 'x' + pump(' on at', LINE)],
  ['NAME on DATE wrote:', pump(' on', LINE) + ' wrote'],
  ...[
    ['On', 'wrote'],
    ['Le', 'écrit'],
    ['El', 'escribió'],
    ['Il', 'scritto'],
    ['Em', 'escreveu'],
    ['In data', 'scritto'],
  ].flatMap(([opener, closer]) => [
    [`${opener} … ${closer}:`, `${pump('-', 100)}${opener}${pump(` x ${closer}`, LINE)} x`] as const,
    [`${opener} … ${closer}: (spaces)`, `${opener}${pump(' ', LINE)}${closer}!`] as const,
    [`${opener} … ${closer}: (dashes)`, `${opener} x y ${closer}${pump(' -', LINE)}x`] as const,
  ]),
  ['Am DATE schrieb NAME <EMAIL>:', `Am${pump(' x schrieb <', LINE)}`],
  ['Am DATE schrieb NAME <EMAIL>: (brackets)', `Am x schrieb ${pump('[<', LINE)}`],
  ['Op DATE schreef NAME:', `Op ${pump('schreef ', LINE)}`],
  ['W dniu DATE NAME pisze:', `W dniu ${pump(' pisze', LINE)}`],
  ['Dnia DATE NAME napisał(a):', `Dnia ${pump(' napisał(a)', LINE)}`],
  ['Den DATE skrev NAME:', `Den ${pump(' skrev ', LINE)}x`],
  ['pe DATE NAME kirjoitti:', `pe${pump(' x', LINE)} kirjoitti`],
  ['Am DATE um TIME schrieb NAME:', `Am${pump(' um schrieb', LINE)} x`],
  ['在 DATE NAME 写道：', `在${pump('写道', LINE)}`],
  ['DATE TIME NAME 작성:', `2026.${pump(' 작성', LINE)}`],
  ['DATE TIME NAME のメッセージ:', `2026/${pump('のメッセージ', LINE)}`],
  ['NAME <EMAIL> schrieb:', `x${pump(' <x> schrieb', LINE)}`],
  ...['From', 'Von', 'De', 'Van', 'Da'].flatMap((name) => [
    [`${name}: NAME <EMAIL>`, `${name}:${pump(' <', LINE)}`] as const,
    [`${name}: NAME <EMAIL> (spaces)`, `${pump(' ', LINE)}${name} :x${pump(' ', LINE)}[`] as const,
    [`${name}: NAME <EMAIL> (bars)`, `${name}:${pump(' [ |', LINE)}`] as const,
  ]),
  ['20YY-MM-DD HH:II NAME <EMAIL>:', `2026-03-02 09:00${pump('>', LINE)}x`],
  ['DATE skrev NAME <EMAIL>:', `man. ${pump(' skrev ', LINE)}x`],
  ['DD.MM.20YY HH:II NAME <EMAIL>', `02.03.2026${pump('09.00 " <', LINE)}>x`],
  ['HH:II, DATE, NAME <EMAIL>:', `09:00${pump('2026 " <', LINE)}> :x`],
  ['DATE from <EMAIL>:', `2026${pump(' from <', LINE)}>`],
  ['-----Original Message-----', `${pump('-', LINE)} original message`],
  ['Oprindelig besked / Message d’origine', `-${pump(' ', LINE)}oprindelig besked-`],
  // Signatures
  ['-- / __ / ++ / == separators', `${pump(' ', LINE)}--x`],
  ['Sent from …', `Sent from ${pump(' ', LINE)}`],
  ['Get Outlook for … / Télécharger Outlook pour …', `Get Outlook for ${pump(' x', LINE)}`],
  ['Regards', `${pump('a', LINE)} regards`],
  ['and Regards', `${pump(' and', LINE)}Regards`],
  ['cordialement', `${pump('a ', LINE)}cordialement`],
  ['Von … gesendet', `Von ${pump(' gesendet', LINE)}x`],
  ['Gesendet von … für …', `Gesendet von ${pump(' für', LINE)}`],
  ['Bien à vous / Bonne journée / Cheers', `${pump('Bien à vous,', LINE)}!`],
  ['Envoyé depuis / Enviado desde / Verzonden vanaf …', `Enviado desde ${pump('\t', LINE)}`],
];

/** Whole bodies: the lines above four to a body, and shapes that stress the line and fragment logic. */
const ADVERSARIAL_BODIES: Array<[name: string, body: string]> = [
  ...ADVERSARIAL_LINES.map(([pattern, line]): [string, string] => [
    pattern,
    [line, '', line, '> ' + line, line].join('\n').slice(0, INBOUND_TEXT_MAX_CHARS),
  ]),
  [
    'every line of the corpus, one after another',
    ADVERSARIAL_LINES.map(([, line]) => line.slice(0, 3_000)).join('\n'),
  ],
  ['a wrapped header that never closes (joining lines)', pump('On x\n', INBOUND_TEXT_MAX_CHARS)],
  ['blank lines', pump('\n', INBOUND_TEXT_MAX_CHARS)],
  ['CRLF and spaces', pump('\r\n \r\n', INBOUND_TEXT_MAX_CHARS)],
  ['quote markers', pump('>', INBOUND_TEXT_MAX_CHARS)],
  ['alternating quoted and plain lines', pump('> a\nb\n', INBOUND_TEXT_MAX_CHARS)],
  ['signature lines', pump('-- \n', INBOUND_TEXT_MAX_CHARS)],
  ['tildes (the library’s /~*$/)', pump('~', INBOUND_TEXT_MAX_CHARS - 1) + 'x'],
  ['one line at the cap', 'x' + pump(' on at', INBOUND_TEXT_MAX_CHARS - 1)],
];

/**
 * The processor time `work` takes, in ms: what it would hold the event loop for on an idle core. Wall time
 * on this shared 2-core machine also counts other processes' turns.
 */
const cpuMs = (work: () => unknown) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

describe('the reply parser', () => {
  it('parses every adversarial body of the corpus (every pattern of email-reply-parser) in well under a second', () => {
    const slow: string[] = [];
    for (const [name, body] of ADVERSARIAL_BODIES) {
      expect(body.length).toBeLessThanOrEqual(INBOUND_TEXT_MAX_CHARS);
      const ms = cpuMs(() => replyHtml(body));
      if (ms >= 1_000) slow.push(`${name}: ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
    expect(ADVERSARIAL_BODIES.length).toBeGreaterThan(60);
  });

  it('takes time in proportion to the length: four times the text, at most about four times the time', () => {
    const text = (length: number) => pump('x' + ' on at'.repeat(20) + '\nOn x:\nFrom: <\n', length);
    // Warm up, then the best of four runs of each size.
    const best = (body: string) => Math.min(...[0, 1, 2, 3].map(() => cpuMs(() => visibleReply(body))));
    const small = best(text(50_000));
    const large = best(text(200_000));
    // A quadratic parser would take 16 times as long, a cubic one 64 times; 8 leaves room for noise.
    expect(large).toBeLessThan(Math.max(small, 1) * 8);
  });

  it('cuts like email-reply-parser line for line on 20 000 generated replies (header unwrapping aside)', () => {
    const pool = [
      'Tuesday works.',
      'Thanks!',
      '',
      '',
      '> Which day suits you?',
      '>> older',
      '  indented  ',
      'On Mon, Mar 2, 2026 at 9:00 AM Concierge <no-reply@concierge.test> wrote:',
      'Le lun. 2 mars 2026 à 09:00, Concierge <a@b.c> a écrit :',
      'El lun, 2 mar 2026 a las 9:00, Concierge (<a@b.c>) escribió:',
      'Am 02.03.2026 um 09:00 schrieb Concierge <a@b.c>:',
      'Op ma 2 mrt. 2026 om 09:00 schreef Concierge <a@b.c>:',
      'W dniu 2.03.2026 o 09:00, Concierge <a@b.c> pisze:',
      'Den 2 mars 2026 skrev Concierge <a@b.c>:',
      '在 2026年3月2日，上午9:00，Concierge <a@b.c> 写道：',
      '2026/03/02 9:00、Concierge <a@b.c>のメッセージ:',
      'Concierge on Monday at 9 wrote:',
      'From: Concierge <a@b.c>',
      'De : Concierge <a@b.c>',
      '2026-03-02 09:00 GMT+01:00 Concierge <a@b.c>:',
      '02.03.2026 09:00, "Concierge" <a@b.c>:',
      '-----Original Message-----',
      "-------- Message d'origine --------",
      '-- ',
      '__',
      'Sent from my iPhone',
      'Cheers,',
      'Kind regards,',
      'Best and Regards!',
      'Von meinem iPhone gesendet',
      'Bien à vous,',
      'Bien cordialement',
      'Bonne journée!',
      'Enviado desde mi iPhone',
      'Tuesday~~',
    ];
    let seed = 1;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) % n;
    // The library's joining of wrapped headers is left out on both sides: it runs its multi-line patterns
    // over the whole text and joins whatever their first match spans, here often several unrelated lines.
    const joining = EmailParser.prototype.fixBrokenSignatures;
    EmailParser.prototype.fixBrokenSignatures = (text) => text;
    const different: string[] = [];
    try {
      for (let run = 0; run < 20_000; run += 1) {
        const text = Array.from({ length: 1 + random(12) }, () => pool[random(pool.length)]).join('\n');
        const library = new EmailReplyParser().read(text).getVisibleText();
        if (library !== visibleReply(text, { unwrapHeaders: false })) different.push(text);
      }
    } finally {
      EmailParser.prototype.fixBrokenSignatures = joining;
    }
    expect(different.slice(0, 3)).toEqual([]);
  });

  it('classifies each pattern’s lines as the library does', () => {
    expect(isQuoteHeader('On Mon, Mar 2, 2026 at 9:00 AM Concierge <no-reply@concierge.test> wrote:')).toBe(
      true,
    );
    expect(isQuoteHeader('Le lun. 2 mars 2026 à 09:00, Concierge <a@b.c> a écrit :')).toBe(true);
    expect(isQuoteHeader('x' + ' on at'.repeat(1600))).toBe(false);
    expect(isQuoteHeader('On it, will report back.')).toBe(false);
    expect(isSignature('-- ')).toBe(true);
    expect(isSignature('Sent from my iPhone')).toBe(true);
    expect(isSignature('Sent from')).toBe(false);
  });

  it('keeps the new text above and below the quote, and drops a header Gmail wrapped over two lines', () => {
    const text = [
      'Tuesday works.',
      '',
      'On Mon, Mar 2, 2026 at 9:00 AM Concierge <',
      'no-reply@concierge.test> wrote:',
      '> Which day suits you?',
      '',
      'And Wednesday too.',
      '',
      '-- ',
      'Ada',
    ].join('\r\n');
    expect(replyHtml(text)).toBe('<p>Tuesday works.</p><p>And Wednesday too.</p>');
  });
});
