// The lines that start a signature ("-- ", "Sent from my phone", "Regards,"): the signature patterns of
// email-reply-parser 1.9 (lib/regex.js), rewritten as linear scans for the reason reply-lines.ts gives.

import { ANY, endsWithCi, framedHeader, inData, isCi, isSpace, isWord, skip, tailEnd } from './line-scan.js';

/** `\w{0,20}\s?`: the optional first word of "Kind regards" or "Bien cordialement". */
function leadingWord(text: string): boolean {
  const words = isSpace(text.at(-1)) ? text.slice(0, -1) : text;
  return words.length <= 20 && [...words].every(isWord);
}

/** `^\w{0,20}\s?(\sand\s)?Regards,?!?！?$` and `^\w{0,20}\s?cordialement,?!?$` (case-insensitive). */
function closing(line: string, closer: string, optional: string[]): boolean {
  const end = tailEnd(line, optional);
  // At most 20 word characters, a space and " and " before the closer: longer lines are not closings.
  if (end > closer.length + 26 || !endsWithCi(line, end, closer)) return false;
  const before = line.slice(0, end - closer.length);
  if (leadingWord(before)) return true;
  const and = before.slice(-5);
  return (
    closer === 'regards' &&
    isSpace(and[0]) &&
    and.slice(1, 4).toLowerCase() === 'and' &&
    isSpace(and[4]) &&
    leadingWord(before.slice(0, -5))
  );
}

// `^PREFIX(?:\s*.+)$`: the phone and app footers, in English, German, Danish, French, Spanish and Dutch.
const FOOTER_PREFIXES = [
  'Sent from ',
  'Get Outlook for ',
  'Sendt fra ',
  'Envoyé depuis ',
  'Envoyé de mon ',
  'Envoyé à partir de ',
  'Télécharger Outlook pour ',
  'Enviado desde ',
  'Verzonden vanaf ',
  'Verstuurd vanaf ',
];

/** `^\s*C{2,4}$` when `indented`, else `^C{2,4}$`. */
function rule(line: string, char: string, indented: boolean): boolean {
  const start = indented ? skip(line, 0, isSpace) : 0;
  const length = line.length - start;
  return length >= 2 && length <= 4 && skip(line, start, (each) => each === char) === line.length;
}

/** Each signature with the characters it can start with once leading spaces are skipped. */
const SIGNATURES: Array<[leads: string, matches: (line: string) => boolean]> = [
  ['-', (line) => rule(line, '-', true)],
  ['_', (line) => rule(line, '_', true)],
  ['-', (line) => line === '-- '],
  ['+', (line) => rule(line, '+', false)],
  ['=', (line) => rule(line, '=', false)],
  ['_', (line) => line === '_'.repeat(32)],
  [
    'SGETV',
    (line) => FOOTER_PREFIXES.some((prefix) => line.startsWith(prefix) && line.length > prefix.length),
  ],
  ['cC', (line) => isCi(line, tailEnd(line, ['!', ',']), 'cheers')],
  ['bB', (line) => isCi(line, tailEnd(line, ['!', ',']), 'best wishes')],
  [ANY, (line) => closing(line, 'regards', ['！', '!', ','])],
  // `^Von (?:\s*.+) gesendet$`, `^Gesendet von (?:\s*.+) für (?:\s*.+)$`
  ['V', (line) => line.startsWith('Von ') && line.endsWith(' gesendet') && line.length >= 14],
  [
    'G',
    (line) => {
      if (!line.startsWith('Gesendet von ')) return false;
      const at = line.indexOf(' für ', 14);
      return at !== -1 && at + 5 < line.length;
    },
  ],
  // `^Bien . vous,?!?$`, `^Bonne (journ.e|soir.e)!?$` (case-insensitive)
  [
    'bB',
    (line) => {
      const end = tailEnd(line, ['!', ',']);
      if (end !== 11) return false;
      const body = line.slice(0, end).toLowerCase();
      return body.startsWith('bien ') && body.endsWith(' vous');
    },
  ],
  [ANY, (line) => closing(line, 'cordialement', ['!', ','])],
  [
    'bB',
    (line) => {
      const end = tailEnd(line, ['!']);
      if (end !== 12 && end !== 13) return false;
      const body = line.slice(0, end).toLowerCase();
      return body.endsWith('e') && body.startsWith(end === 13 ? 'bonne journ' : 'bonne soir');
    },
  ],
  ['-I', (line) => framedHeader(line, inData, 'scritto')],
];

/** A line that starts a signature: it and what follows it, up to the next quoted part, are hidden. */
export function isSignature(line: string): boolean {
  if (line.length < 2) return false;
  const lead = line[skip(line, 0, isSpace)] ?? '';
  return SIGNATURES.some(([leads, matches]) => (leads === ANY || leads.includes(lead)) && matches(line));
}
